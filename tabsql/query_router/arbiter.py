"""How a plan is chosen for a question: the one place that decides which reading answers.

``choose(intent, a, idx) -> (analysis, plan)`` applies these rules, in order
(each: what it reads, then the plan before -> after it):

0. "Ratio" said right after a word that a printed label ends "<word> ratio" with names that line, not a
   division: "What was the book-to-bill ratio of Industrial Automation in 2019?" over a line "Book-to-bill
   ratio" -> ratio (two things to divide, none found) -> the line's 2019 cell (``_ratio_label``;
   the operation is read again without the ratio, so "the change in the combined ratio from 2018 to
   2019" is that line's change).

0b. An average word beside a word a printed label prints next to it, in a question asking a change
   between years, names that line: "How much did the fleet average stage length increase in 2019
   compared with 2018?" over a line "Fleet average" -> average of two years -> the line's change
   (``_average_label``; the operation read again without the average, as in rule 0).

1. An operation word that starts a label with the word after it is that label, asked first:
   "What was the average price paid per share?" over a column "Average Price Paid Per Share"
   -> the lookup of that cell, not the mean of prices (``_op_word_is_label(first=True)``); kept
   only when the lookup cites a label that starts with the operation's word; not tried when the
   operation's word is said twice ("the average of the average daily rate", ``analyze.op_said_twice``; nor are
   rules 4 and 5) (``_reads_op_label``):
   "how many of the years was X above 5 million" with some "Number of ..." label in scope stays a
   count of X's years; an average's or sum's label must print the word said after the operation's
   too (``_prints_op_word``): "total liabilities" is no fair-value table's "Total" column.
2. Otherwise ``route.plan`` plans the question as read (its operation, rows, columns, years).
3. A count whose plan counted one cell with a number is a lookup of that cell:
   "How many available seat miles in 2015?" -> count of 1 -> the cell "Available seat miles" 2015;
   so is a count over the lines of a column whose label names what is counted, where a lookup answers
   ("how many round trips a week does the X contract require" over "Required Round Trips per Week").
4. An average, sum or count ``route.plan`` did not answer, whose operation word (any of them) sits
   in a label with the word after it, is a lookup of that label:
   "What was the number of employees in 2019?" -> refused count -> the cell "Number of employees" 2019.
   The label may print one word between them (a modifier the question leaves out): "the average
   stage length in 2018" -> refused average -> the cell "Average aircraft stage length" 2018.
5. An average, sum or count over one period (or none) whose own words ("mean"/"average",
   "total"/"sum", "number"/"count") sit in a label so is a lookup of that label, answered or not:
   "What were the total assets in 2019?" -> sum -> the cell "Total assets" 2019.
6. A count that found nothing to count and no such label: the table may print the count:
   "How many Boeing 737 were owned?" -> refused count -> the cell "Boeing 737-700" / "Owned".
   Rules 3-6 are never tried for a count answered over the lines meeting a bound ("How many Southeast states
   have 20 or more wholly owned stores?": no lookup of "Total Southeast" honours the bound). Rules 3-6 keep the
   lookup only when it answers, a count's lookup only when its cell's row or
   column names what "how many X" counts (``_labels_counted``): an officer's "Age" is no count of
   officers -> the first plan stands; an average's or sum's only when its cell's row or column
   prints the operation's word (``_prints_op_word``): "the total of cash and short-term investments"
   is no line "Restricted cash included in short-term investments".
6a. A lookup ``route.plan`` did not answer whose question says a change word that a line prints as its
   whole label ("What was the table games drop in 2019?" over "Table games: > Drop") is planned again
   with that word naming the line (``_change_words_printed``).
6b. An average of a rate over one period or none ("the average revenue per customs entry in Japan in 2018")
   that ``route.plan`` did not answer is a lookup of a line or column that prints the rate ("Revenue per Entry"): a figure per unit is itself
   the average the question names (``_rate_said``, ``_prints_rate``).
6c. A figure asked per a thing ("How many service units did Kalvholm ACC generate per flight handled in 2024?")
   that ``route.plan`` did not answer, whose two sides name two figures of one table that no label there states as
   a rate ("per"), is their ratio: "En-route service units > 2024" / "IFR flights handled > 2024" (``_per_sides``,
   ``_prints_per``).
7. ``readers.arithmetic.review``: shares of a total, differences of averages, named ratios, sums
   and averages over years: "What percentage of total revenue is X in 2019?" -> refused lookup
   -> X / total * 100, both cells cited.
8. ``readers.spans.review``: names, years, lists and counts read off a table's structure:
   "In which year was Sensors the largest?" -> refused lookup -> argmax over the row's years.
9. ``readers.open_domain.review``: a second, scored reading over every table's lines fills a
   refusal or vetoes a guess it disagrees with: "What was the change in Sensors in 2019 from
   2018?" -> refused -> the difference of one line's two year cells.
10. ``readers.measures.review``: a derived measure the tables do not print fills a refusal:
    "What was the free cash flow in 2019?" -> refused -> operating cash flow - |capital expenditure|.
10a. ``readers.member_measures.review``: a ratio measure of one member of a table printing the
    measure's two amounts for each member fills a refusal: "What was the operating margin of
    Containerboard in 2020?" -> refused -> its line's Operating Income 2020 / Net Sales 2020 * 100.
11. ``readers.line_total.review``: "how many" of a line named with no other column is its Total
    column, proven the sum of the columns before it; a count of one line's cells that took its
    total among them is refused: "How many Boeing 737-800 did American have?" -> refused (or a
    count of 5 cells) -> the line's "Total" 304.
12. ``readers.column_total.review``: "how many" of a column named with no line is its total line,
    proven the sum of the lines above it; of two columns named, the part beside a whole that it
    adds up to: "How many aircraft did Southwest lease?" -> refused (or a count of 3 type rows)
    -> the "Totals" line's "Number Leased" 123.
13. ``readers.listed_lines.review``: "how many" of the things a name table is announced to list,
    naming no line or column of it, is the number of its item lines, and an average of the one
    column named is its mean over them: "How many executive officers are there?" over "The names,
    ages and positions of the executive officers ... are as follows:" and a "Name" column
    -> refused -> 7, each officer's name cited; "their average age" -> the mean of "Age".
14. ``readers.period_total.review``: a span of months asked ("the last 3 months of 2018") is the
    line covering exactly those months, a period line's or the total line under them:
    "the average price paid per share in the last 3 months of 2018" -> refused -> the "Total"
    line under "October 2018" .. "December 2018" lines, 65.21.
14a. ``readers.key_tables.review``: a word the question says that one row of a key table lists (a
    zone chart) stands for that row's label, which another table of the document prints: "to send a
    35 kg consignment to Austria" -> refused -> the rate under "Zone C", the chart's "France,
    Austria, Denmark" cited beside it.
14b. ``readers.text_values.review``: "which ..." or "how many ..." of the things a line's text cells
    pick by the value the question says (or, of a named yes/no feature line, those it grants):
    "Which plans have unlimited projects?" over "Projects: 3 | 25 | Unlimited | Unlimited" -> refused
    -> ["Business", "Enterprise"]; "How many plans come with SAML single sign-on?" -> 2.
15. ``printed_changes.printed_change``: a percent change computed from two cells of one line that
    prints the change for those two years is the printed cell, where the rounded cells allow it:
    "the percentage increase in selling expenses from 2017 to 2018" -> 1.89% from 0.53 and 0.54
    -> the line's "Percent Increase (Decrease)" 0.9.
16. ``differences.contrary_course``: a change asked with a verb of falling only, of two years
    whose figure grew, is refused: "How much did net income decline from 2024 to 2025?" over
    272.6 and 293.4 -> 20.8 -> refused ("the figure grew").
17. A best-of over values that are all negative is ambiguous (size or sign), unless costs are
    compared: "Which segment had the higher operating income?" over -56,619 and -232,354
    -> argmax -> ambiguous; "Which was the higher cost?" over two cost lines -> the larger size.
18. An average over one period (or none), answered over cells of one table whose caption or
    lead-in sentence prints the operation word with the word after it, over members the question
    does not each name, is a lookup of the measure so named, or refused: "What was the average life
    expectancy for a male member aged 65 in 2019?" under "... translate into an average life
    expectancy ... as follows:" -> the mean of the Men and Women cells -> refused ("male" names
    no column). ``_op_names_lead_in_measure``.
19. (Applied right after rule 9, so that rules 10-14 may fill its refusal.) A lookup of a line of a
    notes table whose revenue lines print only other amounts than the income statement's for the
    year (a segment's, an investee's summarized results), read for a question that names nothing
    of the table beyond the line, its year and the company, is refused: "What was Pfizer's gross
    profit in 2022?" -> the equity-method investee's "Gross profit" 6,135 -> refused.
    ``part_tables.unnamed_part``.
20. A count ("how many employees", "the number of stores") answered by an amount of money, or by
    the number of lines of a measure whose own label names what is counted ("Approximate Number of
    Employees" per union group), is refused: ``_count_of_what``.

21. A change asked of one year ("How much did revenues grow in 2022?") answered by a lookup of a cell
    whose line, column and table title say no change (the year's amount) is refused, and so is a
    best-of of changes ("Which airport had the fastest growth in 2019?") over cells that print no
    change (the year's amounts): ``_level_for_a_change``.
21b. ... where the lookup asked the change as a noun of one year ("What was the change in Junmai
    shipments in FY2025?"), the question is read again as the difference it asks: the year's figure
    less the year before's, or the change a line prints (as "By how much did X change in FY2025?" is
    read); kept only when that reading answers.

22. "Total X" answered by one line of a group headed X whose own label the question does not name
    is refused; read in a "Total" column of a group of columns the question does not name ("Fair
    Value > Total" beside "Carrying Amount") it is ambiguous: ``_member_for_its_total``.

23. A lookup answered by a cell whose text says the document lists no figure ("Contact sales",
    "on request", "auf Anfrage"; lexicon cue ``unlisted_figure``) is refused, the cell quoted: the
    cell says where the figure may be had, not what it is (``_unlisted_figure``). "Included" and
    "Unlimited" are figures the document states, and answer.

24. A change or difference computed from two cells that each print a change for their year
    ("Percent Change > 2023" and "Percent Change > 2022"), or a percent change of two lines' printed
    changes ("% Change" of "Specialty lines" over the total's), is refused: a change of changes answers
    no question about the values (``_change_of_changes``).

25. A difference answered as an amount (of money, or a count) where the question asks for a percentage
    ("How much cheaper per user is X at 1,000+ users than at 1–9 users, in percent?" -> USD 21.60) is
    refused: the amounts' difference is no percentage, and which of them the percentage is of the
    question leaves to the reader (``_amount_for_a_percent``). A difference of percent cells is
    answered in points.

26. A text cell looked up for a question that asks which things, where the question says the text of
    another cell of the same line, a row or a column ("Which plans give you 24/7 support?" over "Support
    hours: Business hours | Business hours | 24/7 | 24/7"; "Which parts fit the DW-700?" over a column
    "Fits: DW-500 | DW-700 | Both ...") is refused: the question picks by that value (a filter), and
    the cell read answers nothing (``_other_value_said``).

27. An instruction on the answer's sign ("use a negative number for a deficit", "report the outflow as a
    positive amount"; lexicon ``presentation: sign``) is honoured where the cell allows it: a positive
    amount asked of a line printed negative is its size (the cell cited, the formula ``abs``); a cell
    read for a figure asked negative "for a deficit" whose line names the deficit alone ("Accumulated
    deficit 3,068", not "Retained earnings (accumulated deficit)") prints a size, not a signed figure,
    and is refused (``_sign_asked``).

28. A figure asked (a lookup, no change or difference said) answered by a cell of a column of changes
    ("Increase (Decrease) > 2019 vs. 2018", "% Change"; ``cells.is_change_column``), where the line
    prints the year asked in a column that is no change, is refused: the
    column prints how the figure moved, not the figure ("Tarnwick's consolidated yield for 2019" is
    no "1.8%" beside the year's 15.45 cents) (``_change_for_a_level``).

29. A question asking when (lexicon cue ``asks_when``: "When do the warrants expire?") answered by an
    amount, no year or date, is refused: a number of warrants or a dividend per share says no time
    (``_amount_for_a_time``).

30. A change between two years read off one line in columns whose headers, dates aside, name
    different things and nothing in common ("2018 > Total" and "2019 > Americas") is refused: the two cells are no one
    figure's values of two years (``_unlike_columns``).

31. A change asked of one year whose operation words a column of the cited table prints under that year
    ("the hypothetical percentage change ... for a 200 basis point increase as of December 31, 2019" over
    "December 31, 2019 > Hypothetical Percentage Change") is read as a lookup of that column, or refused:
    the change computed between the table's two period columns is another figure (``_change_column_said``).

32. A lookup of a figure answering "which" followed by a verb ("Which was Tuscarora's best quarter for
    revenue in fiscal 2025?" -> "Revenue / FY2025" = 660) is refused: the question asks which one of several
    (lexicon ``which_verbs``; ``_figure_for_which``), and so is a figure computed for it ("Against which
    currency would a 10% strengthening have reduced profit the most?" read as one line's change), and a mark
    of yes or no looked up ("Which plans cover boiler repairs?" -> "✓"; lexicon affirmative_cells, negative_cells). Rule 20 also refuses "how many gallons" as a number of
    lines, and a count of cells beside a line or column that holds the count itself (``counted.counting_label``).

33. A ratio asked as a change ("the change in the ratio of long-term debt to total stockholders' equity from
    2019 to 2020") read as one line's value of one year over another's is refused (``_ratio_of_one_line``).

34. A count of the lines in a relation to a column ("How many departments came in under budget?") read as the
    number of that column's cells is refused (``_count_of_a_condition``; lexicon ``condition_relations``).

35. "The growth in X from 2022 to 2023" answered by the difference of two cells whose labels print no growth
    is the percent change of X, or refused: finance says a line's growth as its rate (``_growth_as_a_rate``;
    question cue ``growth_noun``). A printed line "Organic growth" is read as printed.

36-39. Guards: "by how many" answered by a difference of two percent cells is refused (rule 36); a
   comparison said with an adjective of a measure ("heavier"; lexicon measure_comparatives) whose cited
   column prints no word of it is refused (rule 37); a mean of lines where the question's average word
   ends a pair a label prints ("did the fleet average" beside a line "Fleet average") is refused (rule 38);
   a change asked and answered by listing the values it compares is refused (rule 39).

40. A sum or an average asked and answered by the second reading's lookup of one line that is no total and
    prints no word of the operation is refused ("combined time charter revenues, with and without fuel
    escalation" over "Time charters without fuel escalation"; ``_one_line_for_a_sum``).

41. "What percentage (share, proportion) of X ..." answered by looking up a cell that holds an amount, or by a
    sum or difference of amounts, is refused (``_amount_for_a_share``; question cue ``percent_of_asked``).

42. An aggregate over a number of things said in words ("the average over the three seasons", "all four
    asset classes"; ``analyze._member_count``) answered over another number of cells, or, when they are said
    to be periods ("the two dates"), over cells that are not each a period's, is refused: the cells read are
    not the things the question means (``_members_said``).

43. A price asked (lexicon ``money_nouns``: "the mean weekly aluminium price") answered by cells in no currency
    (a unit of measure, or none: "tonnes" of warehouse stocks), from a table whose labels, headings, title and
    lead-in print neither the price word nor a currency, is refused: an amount of goods is no price (``_goods_for_a_price``).

44. A difference or a percent change asked ("How much lower is minimum liquidity headroom in the combined scenario
    than in the base plan?") answered by looking up one cell whose line, column and table title print no change
    or difference (lexicon cue ``change_only``, words ``printed_differences``) is refused: one figure read is
    neither side of the comparison (read with rule 21, ``_level_for_a_change``).

45. A share asked ("what share of 2019 total average daily volume came from interest rate contracts"; question
    cues ``percent_of_asked``, ``share_asked``) computed as a ratio of a part printed as money over a whole in no
    money (a rate of "$0.482" over a number of contracts), or coming to less than -100% (a deduction's line read
    as the whole), is refused: the cells read are no part and its whole (``_share_of_unlike``).

46. "How much more A than B" (question cue ``more_asked``, no word of fewer said) answered by a difference of
    amounts below nil is refused: A is not more than B in the cells read, so they are not the two figures the
    question compares; so is one of two cells of opposite signs (a deduction printed "(318.9)"), whose size or
    signed amount may be meant (``_more_said_less``).

47. A value asked of each of several things ("the 2021 passenger numbers for each airport"; lexicon
    ``each_words``) answered by one cell of a total line is refused: the total is no value of each (``_total_for_each``).

48. A count answered from one cell that holds no number ("how many of the services listed under 'Included in the
    plan' does the Performer plan include" over one "✓") is refused: one cell read counts none of the things
    asked (``_count_of_one_cell``).

49. A question that supposes a figure added to one printed ("If the Leeds beds now under construction were added
    to its 2023/24 beds, how many beds would Leeds have?"; question cue ``supposed_addition``) answered by anything
    but a sum (the 2023/24 cell looked up) is refused: the figure asked is printed nowhere (``_supposed_addition``).

50. A figure asked per a thing ("What was net revenue per home oxygen therapy patient in 2023?", "how much more
    per ton did MAP sell for than DAP?") read from cells whose lines and columns print neither "per" nor the thing,
    where another line or column of their table counts the thing ("Unique patients served") or, for a comparison,
    prints the figure per it ("Average Price per Ton"), is refused: the cells are amounts, not the rate
    (``_amount_for_a_rate``). A mean or sum of such a figure ("the average cost per call") over cells that count
    the thing itself ("Roadside service calls") is refused alike (``_mean_of_the_base``).

51. A balance asked at the opening of a year ("How many CCRC units did Ambercliffe have at the start of 2019?")
    answered by a cell dated to a month of that year ("Balance at December 31, 2019") is refused: that is the
    year's close (``_closing_for_an_opening``; question cue ``period_opening``).

52. A line named with its signs bracketed one way ("gains (losses) on strategic investments") answered by a line
    bracketing them the other way ("(Gains) losses on ...", a cash flow adjustment) is refused (``_sign_brackets_swapped``).

53. A looked-up "other" line the question does not say ("Total other comprehensive income (loss)" for "total
    comprehensive income"), beside a line of its table whose every word the question says ("Comprehensive
    income"), is refused (``_other_line_unsaid``; lexicon ``residual_words``).

54. A printed share of a line under a group heading ("Loans in repayment: > Current" 67.0%) answered to a
    question that says the group as its whole ("Of the loans in repayment, what percentage were current?") is
    refused where the group's own total line prints another share than 100% in that column: the column's shares
    are of the table's total, not of the group (``_share_of_the_whole``).

55. "How many <things>" where the things are what the table's lines are (the label column's heading: "Region"
    over regions) is a count of lines; one cell's value read for it ("How many regions lost members during
    2024?" as "Total | Members" 4,031.6) is refused (``_lines_counted_as_a_value``).

56. A share read off the total line's 100% ("What share of total 2024 net revenue was digital revenue?" as
    "Total | 2024 > %" 100.0) is the whole's share of itself, no part's: refused (``_whole_for_a_part``).

57. A looked-up price of one item answered to a question about several of it ("Please quote 2 SH-R7s", "a pair of
    SH-R7s"; number words and lexicon ``quantity_nouns``) that asks no price per unit (lexicon ``per_unit_words``),
    where no tier of the cell holds the number, is refused: the number said is read by nothing
    (``_price_of_one_for_many``).

58. Two or more values read for a question asking which of two options is higher or lower ("Was the average
    ticket price higher in H1 2025 or across FY 2024?": a comparative and "or") are no answer to it: refused
    (``_values_for_which``).

59. Values read one per year where a year the question says is printed as a line of the table ("net sales per
    location for the greenfield locations opened in 2018" over the vintage line "2018") are refused: that year
    names a line, no period to read (``_year_names_a_line``).

60. A mark (lexicon ``mark_cells``: "✓", "✗", "yes") or an abbreviation ("incl.") looked up for a question asking
    what a figure is or a price ("Standard plan, 18 extinguishers: what's the annual fee?" as "Annual extinguisher
    service | Standard: ✓"; "Price of the WPH-200D with the 15 m hose reel?" as "incl.") is no figure: refused
    (``_mark_for_a_figure``). A word a cell prints ("Included", "Free") still answers.

61. A difference asked with a verb and no unit ("By how much did Michigan's lottery sales change?"; question cue
    ``change_verb_asked``, not "the change in X", which reports mean as the amount) answered by the difference
    of two year cells of a line whose table prints that line's percent change for the two years beside them, under a
    header printing the question's verb ("Change > %": 7.4), is ambiguous: the question names the column of the
    percent as much as the amounts. Not when the question asks a percent (a percent change is read) or an amount
    (question cue ``amount_of_change_asked``: "by what value", "the difference", "in millions"; an instruction's
    scale or currency), nor for a verb the header does not print ("how much did X increase" beside "% Change")
    (``_percent_beside_unasked``).

62. A change asked in a scale or a currency ("In millions of dollars, positive for an increase") answered by the
    difference of percents ("Foreign currency-denominated debt as a percent of total debt") is refused: no change of
    a share is an amount (``_percent_for_an_amount``). A margin under a pasted "(in USD millions)" is still answered.

63. A price asked with a sales tax included ("VAT included") of cells quoted without it, or asked without it ("net
    of VAT") of cells that include it ("Price per bag incl. VAT"), is refused: the figure printed is another amount
    (``_other_tax_basis``, ``tax_basis``).

64. A figure asked for a whole period ("Annual cost on the Heavy contract") of prices per some other thing
    ("Price per clean") is refused: how many a period holds makes the figure (``_price_per_thing_for_a_period``;
    lexicon ``period_figures``, ``period_nouns_of_prices``).

65. A name said whole that a line of the cited document prints ("a Trike Box"), read in pieces by a lookup whose
    cell's labels print some of its words ("Box") while another column of its table prints the rest ("Trike"), is
    refused (``_name_split``).

66. A figure of one line opening with "other" ("Other distillers") for a question that says no such word ("malt
    sales to distillers") is refused: the line is what is left, never all (``_residual_line_unsaid``).

67. A lookup, count or sum over two years said answered by cells of one of them alone is refused
    (``_one_year_of_several``; a year naming a report, "the 2025 segment information", is no period).

68. "How many iPhone units" answered by an amount of money the cells or their headers print is refused
    (``_money_for_how_many``; not where money is counted, "how many millions were spent", nor where the cells'
    own labels count the things, "Gallons").

1b (tried after rule 1). An average of one year asked of a table with columns headed "Average Balance" (a bank's
    average balance sheet) is the lookup of that column's cell ("average total loans 2017"; ``_averaged_columns``),
    kept only when the cell read lies in such a column; never an average cost or yield (lexicon
    ``balance_rate_words``), which is the rate column's.

6c also refuses a lookup of an amount printed in thousands or millions for a rate asked ("net sales per litre")
    where another column of its table counts the base ("Volume (million litres)") and no ratio is read
    (``_rate_base_unread``).

``plan(a, idx)`` is rules 2, 7-17 and 19 alone, for an analysis taken as given (a language model's).
Every rule works from the Intent the question was read into once; none reads the question again.
The words that may start a label (rules 1 and 3-6) are lexicon data (``label_operations``).
"""
from __future__ import annotations

import dataclasses
import re
from itertools import takewhile

from tabsql.plan import Operand, Plan, is_currency
from tabsql.query_router import lexicon, statements, tax_basis
from tabsql.query_router.cells import is_change_column, label_leaf
from tabsql.query_router.analyze import op_said_twice, without_label_operation
from tabsql.query_router.index import YEAR, CatalogIndex, cell_conditions
from tabsql.query_router.differences import contrary_course, decrease_by, prints_a_change
from tabsql.query_router.part_tables import unnamed_part
from tabsql.query_router.printed_changes import printed_beside, printed_change
from tabsql.query_router.readers import (arithmetic, column_total, key_tables, line_total, listed_lines, measures,
                                         member_measures,
                                         open_domain, period_total, spans, text_values)
from tabsql.query_router.route import plan as make_plan
from tabsql.query_router.tier_columns import column_tier
from tabsql.query_router.counted import count_asked, counted_phrase, counting_label, said_at as _said
from tabsql.query_router.text import STOPWORDS, bracketed, fold, parts, stem, tokens, unbracketed, words as _words
from tabsql.schema_normalize import numbers
from tabsql.schema_normalize.synonyms import default_synonyms

LABEL_OPS = {"average", "sum", "count"}
# The operations whose word, printed in a table's name of its measure, names each cell (an "average
# life expectancy" per column): a sum or count over the parts of a "Total revenue" table is that
# total, a mean of its averages is no average the table states (rule 18).
EACH_CELL_OPS = {"average"}


def choose(intent, a, idx: CatalogIndex):
    """The plan that answers the question (rules 1-17), with the analysis it was planned from."""
    toks = intent.analysis.toks
    if a.op == "ratio" and a.named_ratio is None and (label := _ratio_label(toks, idx)):  # rule 0
        a = without_label_operation(a, label)
        intent = intent.model_copy(update={"analysis": a})
    elif a.op == "average" and len(set(a.years)) >= 2 and lexicon.cue_pattern("change").search(a.folded) \
            and (label := _average_label(toks, idx)):  # rule 0b
        a = without_label_operation(a, label)
        intent = intent.model_copy(update={"analysis": a})
    first = _as_lookup(intent, idx) if a.op in LABEL_OPS and not a.lacking and not op_said_twice(toks, a.op) and _op_word_is_label(
        toks, idx, a.op, first=True) else None  # rule 1
    if first is not None and not (_reads_op_label(toks, first[1], a.op)
                                  and (a.op == "count" or _prints_op_word(toks, first[1], a.op))):
        first = None  # the lookup read another line than the label that starts with the operation word
    if first is None and a.op == "average" and len(set(a.years)) <= 1 and not a.year_range and not a.lacking \
            and not op_said_twice(toks, a.op) and not set(toks) & lexicon.words("balance_rate_words") \
            and _averaged_columns(idx):  # rule 1b
        first = _as_lookup(intent, idx)
        if first is not None and not _in_averaged_column(first[1]):
            first = None  # the lookup read no column headed "Average Balance": the mean is still to compute
    a, p = first or (a, make_plan(a, idx, default_synonyms()))  # rule 2
    if first is None:
        one_period = len(set(a.years)) <= 1 and not a.year_range  # several years: the operation runs over them
        counted_one = p.status == "answered" and p.op == "count" and len(p.operands) == 1 and p.operands[0].number is not None
        label_op = a.op in LABEL_OPS and not op_said_twice(toks, a.op) and (
            p.status != "answered" and _op_word_is_label(toks, idx, gap=True) or one_period and _op_word_is_label(toks, idx, a.op))
        bare_count = a.op == "count" and p.status != "answered" and not label_op
        if (counted_one or label_op or bare_count or _counts_its_measure(toks, p)) and not a.lacking \
                and not (a.thresholds and p.status == "answered"):  # rules 3, 4 and 5, 6
            # (members lacking a measure are counted, never the measure looked up: "have no transit displays";
            # a count of the lines meeting a bound is no cell a lookup reads: "20 or more wholly owned stores")
            retry = _as_lookup(intent, idx)
            if retry is not None and (_labels_counted(toks, retry[1]) if a.op == "count"
                                      else _prints_op_word(toks, retry[1], a.op)):
                a, p = retry
    if p.status != "answered" and a.op == "lookup" and (said := _change_words_printed(a, idx)):  # rule 6a
        b = dataclasses.replace(a, op_words=a.op_words - said, consumed=a.consumed - said)
        if (q := make_plan(b, idx, default_synonyms())).status == "answered":
            a, p = b, q
    if first is None and p.status != "answered" and a.op == "average" and len(set(a.years)) <= 1 and not a.year_range \
            and (rate := _rate_said(toks)):  # rule 6b (over several years the mean of the rate's years is asked)
        retry = _as_lookup(intent, idx)
        if retry is not None and _prints_rate(retry[1], rate):
            a, p = retry
    if first is None and (p.status != "answered" or _rate_base_unread(a, p)) and a.op in ("lookup", "count") \
            and not a.thresholds and (sides := _per_sides(a)):  # rule 6c
        b = dataclasses.replace(a, op="ratio")
        if (q := make_plan(b, idx, default_synonyms())).status == "answered" and len(q.operands) == 2 \
                and q.operands[0].tv is q.operands[1].tv and not _prints_per(sides[0], q):
            a, p = b, q
        elif p.status == "answered":
            p = Plan("not_found", p.op, "refused", p.operands, links=p.links,
                     reason=f"the question asks a rate per {' '.join(sides[1][:1])}, and the cell read "
                            f"('{p.operands[0].row.text}' / '{p.operands[0].col.text}') is no rate, nor are two figures "
                            f"of its table read to make one")
    before = p  # the route's own reading, before the readers' review (rule 21b)
    p = statements.named_elsewhere(intent.question, review(a, idx, p), idx)
    if first is None and len(set(a.years)) <= 1 and not a.year_range and _op_names_lead_in_measure(toks, a.op, p):
        retry = _as_lookup(intent, idx)  # rule 18
        a, p = retry or (dataclasses.replace(a, op="lookup"), Plan(
            "not_found", "lookup", p.route, reason="the table's lead-in names the measure with the "
            "operation's word, and no one cell of it is the one asked"))
    p = _count_of_what(toks, p, intent.analysis.op == "count")  # rule 20
    level = _level_for_a_change(a, intent.analysis.op, p)  # rules 21 and 44
    read_level = level is not p or p.status == "ambiguous" and _level_for_a_change(a, intent.analysis.op, before) is not before
    if read_level and a.op == "lookup" and len(set(a.years)) == 1 and not a.year_range \
            and not _rewritten_label(intent.question, a, before):  # rule 21b
        b = dataclasses.replace(a, op="difference")
        amount = a.says("amount_of_change_asked") or bool(lexicon.cue_pattern("how_much").search(a.folded))  # "by how many barrels"
        points = bool(lexicon.words("point_words") & set(a.toks))  # "by how many points did its share change"
        if (q := review(b, idx, make_plan(b, idx, default_synonyms()))).status == "answered" \
                and _one_line_changed(q, amount, points):
            a, level = b, q
    p = level
    p = _member_for_its_total(toks, p)  # rule 22
    p = _unlisted_figure(p)  # rule 23
    p = _change_of_changes(p)  # rule 24
    p = _amount_for_a_percent(a, p)  # rule 25
    p = _other_value_said(a, p)  # rule 26
    p = _sign_asked(a, p)  # rule 27
    p = _change_for_a_level(a, p)  # rule 28
    p = _amount_for_a_time(a, p)  # rule 29
    p = _unlike_columns(p)  # rule 30
    p = _figure_for_which(a, p)  # rule 32
    p = _ratio_of_one_line(a, p)  # rule 33
    p = _count_of_a_condition(a, p)  # rule 34
    a, p = _growth_as_a_rate(a, idx, p)  # rule 35
    p = _count_change_in_percents(a, p)  # rule 36
    p = _comparative_measure(a, p)  # rule 37
    p = _mean_of_a_printed_average(toks, idx, p)  # rule 38
    p = _values_for_a_change(a, p)  # rule 39
    p = _one_line_for_a_sum(a, p)  # rule 40
    p = _amount_for_a_share(a, p)  # rule 41
    p = _members_said(a, p)  # rule 42
    p = _goods_for_a_price(a, p)  # rule 43
    p = _share_of_unlike(a, p)  # rule 45
    p = _more_said_less(a, p)  # rule 46
    p = _total_for_each(a, p)  # rule 47
    p = _count_of_one_cell(p)  # rule 48
    p = _supposed_addition(a, p)  # rule 49
    p = _amount_for_a_rate(a, p)  # rule 50
    p = _closing_for_an_opening(a, p)  # rule 51
    p = _sign_brackets_swapped(a, p)  # rule 52
    p = _other_line_unsaid(a, p)  # rule 53
    p = _share_of_the_whole(a, p)  # rule 54
    p = _lines_counted_as_a_value(toks, p)  # rule 55
    p = _whole_for_a_part(p)  # rule 56
    p = _price_of_one_for_many(a, p)  # rule 57
    p = _values_for_which(a, p)  # rule 58
    p = _year_names_a_line(a, p)  # rule 59
    p = _mark_for_a_figure(a, p)  # rule 60
    p = _percent_beside_unasked(a, p, intent.presentation)  # rule 61
    p = _percent_for_an_amount(a, p, intent.presentation)  # rule 62
    p = _other_tax_basis(a, p)  # rule 63
    p = _price_per_thing_for_a_period(a, p)  # rule 64
    p = _name_split(a, p, idx)  # rule 65
    p = _residual_line_unsaid(a, p)  # rule 66
    p = _one_year_of_several(a, p)  # rule 67
    p = _money_for_how_many(a, p)  # rule 68
    if first is None and (column := _change_column_said(a, p)) is not None:  # rule 31
        retry = _as_lookup(intent, idx)
        if retry is not None and any(o.col.col.index == column.col.index and o.tv.key == p.operands[0].tv.key
                                     for o in retry[1].operands):
            a, p = retry
        else:
            p = Plan("not_found", p.op, "refused", p.operands, links=p.links,
                     reason=f"the table prints the change asked in its column '{column.text}'; the change computed "
                            f"between its periods is another figure")
    return a, p


def _other_tax_basis(a, p: Plan) -> Plan:
    """Rule 63: a price asked with a sales tax included ("VAT included") of cells quoted without it, or
    asked without it ("net of VAT") of cells that include it, is refused: the figure printed is another
    amount. A cell's basis is read from its column's header, its line's label, its notes, then its
    table's caption (``tax_basis.printed``; the first that says one decides)."""
    if p.status != "answered" or (want := tax_basis.asked(a.question)) is None \
            or not (is_currency(p.unit) or _prints_money(p) or _heads_money(p)):
        return p
    for o in p.operands:
        t = o.tv.nt.table
        places = (o.col.path, o.row.path, cell_conditions(o.tv, o.row, o.col, o.cell),
                  [x for x in (t.caption, t.section, t.lead_in, t.unit_note) if x])
        got = next((b for texts in places if (b := tax_basis.printed(list(texts))) is not None), None)
        if got is not None and got != want:
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the question asks the price with the tax {want}, and the cited prices are quoted "
                               f"with it {got} ('{o.row.text}' / '{o.col.text}')")
    return p


def _price_per_thing_for_a_period(a, p: Plan) -> Plan:
    """Rule 64: a figure asked for a whole period ("the annual cost of the Heavy contract") of cells
    whose labels quote a price per some other thing ("Price per clean") and name no period themselves
    is refused: how many such things a period holds makes the figure, which no cell prints. Not where the
    question says that thing itself ("the annual fee per site")."""
    if p.status != "answered" or not (is_currency(p.unit) or _prints_money(p) or _heads_money(p)) \
            or not lexicon.matches_any(a.folded, "period_figures"):
        return p
    periods = lexicon.words("period_nouns_of_prices")
    for o in p.operands:
        labels = [*o.row.path, *o.row.context, *o.col.path]
        if any(lexicon.matches_any(fold(text), "period_figures") for text in labels):
            return p  # "Annual fee (per site)": a figure for the period itself
        ws = [w for text in labels for w in _words(text)]
        bases = {after for before, after in zip(ws, ws[1:]) if before == "per"}
        if not bases or bases & periods or bases & ({stem(t) for t in a.toks} | set(a.toks)):
            return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question asks a figure for a whole period, and the cited cells are prices per "
                       f"{sorted(bases)[0]} ('{p.operands[0].col.text}')")


def _name_split(a, p: Plan, idx: CatalogIndex) -> Plan:
    """Rule 65: a name the question says whole that a line of the cited document prints as its label
    ("a Trike Box", a model of the price list's first table), where the cited cells' labels print some of its
    words and another column of their table the others ("Child seat kit" / "Box" beside a "Trike" column), is
    refused: the name was read in pieces, one of them naming another thing. Not a total's name, said of its
    parts too, nor the issuer's, nor a name whose other words no other column prints ("Japan segment operating
    income")."""
    if p.status != "answered" or p.op != "lookup" or not p.operands:
        return p
    docs = {id(o.tv.doc) for o in p.operands}
    said = set(a.toks)
    prints = [set(tokens(" ".join([*o.row.path, *o.row.context, *o.col.path]))) for o in p.operands]
    for tv in (t for t in idx.tables if id(t.doc) in docs):
        for r in tv.rows:
            if r.row.is_total or not r.path or not r.label_terms & said:
                continue  # (a total's name is said of its parts too: "the share of total revenues")
            name = [t for t in tokens(unbracketed(r.path[-1])) if t not in STOPWORDS]
            if len(name) < 2 or name[0] == "total" or not set(name) <= said \
                    or not re.search(r"\b" + r"\s+".join(map(re.escape, name)) + r"\b", a.folded):
                continue  # (said as one phrase: "Brantley Freight's revenue" says no "Freight revenue")
            if any(set(name) <= printed for printed in prints):
                continue  # a cited cell prints the whole name ("Non-audit fees" beside its total's "fees")
            for o, printed in zip(p.operands, prints):
                if set(name) <= set(tokens(o.tv.doc.meta.issuer or "")):
                    continue  # the issuer's name ("Foot Locker"), which names the report
                others = {t for c in o.tv.cols if c is not o.col for t in tokens(" ".join(c.path))}
                if printed & set(name) and (set(name) - printed) & others:  # the rest names another of its columns
                    # ("Trike" beside "Box"), not a word the table says nowhere ("segment")
                    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                                reason=f"the question names '{r.path[-1]}', a line of {tv.nt.table.id}, and the cited "
                                       f"cells' labels print only part of that name ('{o.row.text}' / '{o.col.text}')")
    return p


def _residual_line_unsaid(a, p: Plan) -> Plan:
    """Rule 66: a figure read off one line whose label opens with "other" (lexicon ``residual_words``:
    "Other distillers"), where the question says no such word ("malt sales to distillers"), is refused: the
    line is what is left of the things named once the others are counted, never all of them."""
    residual = lexicon.words("residual_words")
    if p.status != "answered" or not p.operands or set(a.toks) & residual \
            or len({(id(o.tv), o.row.row.index) for o in p.operands}) != 1:
        return p
    o = p.operands[0]
    leaf = [w for w in _words(unbracketed(o.row.path[-1])) if w not in STOPWORDS] if o.row.path else []
    if not leaf or leaf[0] not in residual:
        return p
    if "".join(w[0] for w in _words(unbracketed(o.row.path[-1]))) in {t.rstrip("s") for t in a.toks}:
        return p  # the question says the line by its initials ("OREO": Other real estate owned), "other" too
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the line read, '{o.row.text}', holds what is left once the others are counted, "
                       f"and the question does not say so")


def _one_year_of_several(a, p: Plan) -> Plan:
    """Rule 67: a lookup, count or sum over two years or more said ("did Culvermead acquire over 2018 and
    2019") answered by cells every one of which is dated to the same one of them (the 2018 block's
    "Acquisitions") is refused: the other years' figures were never read."""
    asked = set(a.years) - set(a.doc_year_mentions)  # ("the 2025 segment information" names a report, no period)
    if p.status != "answered" or p.op not in ("lookup", "count", "sum") or len(asked) < 2 or a.year_range:
        return p
    dated = [(o.col.years | o.row.years | ({o.row.block_year} if o.row.block_year else set())) & asked for o in p.operands]
    if dated and all(len(d) == 1 for d in dated) and len(set().union(*dated)) == 1:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question names {', '.join(map(str, sorted(asked)))}, and the cells read are of "
                           f"{next(iter(set().union(*dated)))} alone")
    return p


def _money_for_how_many(a, p: Plan) -> Plan:
    """Rule 68: "how many iPhone units did Apple sell" answered by an amount of money (the iPhone's net
    sales) is refused: the question counts things, and money counts none. Not where the things counted are
    money ("how many dollars", lexicon ``currencies``)."""
    if p.status != "answered" or p.op not in ("lookup", "count") or not is_currency(p.unit) \
            or not (_prints_money(p) or _heads_money(p)):
        return p  # (money the cells print, "$205,489", or their headers; not a unit a table note lent a count)
    asked, _ = count_asked(a.toks)
    said = counted_phrase(a.toks)
    money = set(lexicon.mapping("currencies")) | lexicon.words("money_nouns") | set(lexicon.mapping("scales"))
    if not asked or not said or set(said) & money or {stem(w) for w in said} & money:
        return p  # ("how many millions were spent": money counted)
    labels = {stem(w) for o in p.operands for text in (*o.row.path, *o.col.path) for w in _words(text)}
    if stem(said[-1]) in labels:
        return p  # the cells' own labels count the things ("Gallons" under "2018"), whatever unit a note lent them
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question asks how many {' '.join(said)}, and the cells read are amounts of money")


def _count_of_one_cell(p: Plan) -> Plan:
    """Rule 48: a count answered from one cell holding no number is refused."""
    if p.status == "answered" and p.op == "count" and len(p.operands) == 1 and p.operands[0].number is None:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the count was read from one cell, which counts none of the things asked")
    return p


def _amount_for_a_rate(a, p: Plan) -> Plan:
    """Rule 50: a figure asked per a thing ("net revenue per home oxygen therapy patient", "how much more per ton
    did MAP sell for than DAP") read from cells whose lines and columns print neither "per" nor the thing, where
    another line or column of their table counts the thing ("Unique patients served") or prints the figure per
    it ("Average Price per Ton"), is refused: the cells are amounts, and the rate is another figure."""
    if p.status != "answered" or p.op not in ("lookup", "difference", "compare", "argmin", "argmax", "average", "sum") \
            or not p.operands:
        return p
    o = p.operands[0]
    t = o.tv.nt.table
    own = {stem(w) for op in p.operands for text in (*op.row.path, *op.row.context, *op.col.path) for w in _words(text)}
    if p.op in ("average", "sum") and "per" not in own:
        return _mean_of_the_base(a, p, own)
    # ("Basic" under "Earnings per share"); a caption saying "per" says every cell is a rate
    if "per" in own and (other := _other_basis(a, p)) is not None:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question asks a figure per {other[0]}; the cells read are per {other[1]}")
    if "per" in own or "per" in _words(" ".join(filter(None, [t.caption, t.section]))):
        return p
    cited = {op.col.col.index for op in p.operands}
    headers = [text for c in o.tv.cols if c.col.index not in cited and c.numeric for text in c.path]
    headers += [text for r in o.tv.rows if r.row.index not in {op.row.row.index for op in p.operands} for text in r.path[-1:]]
    others = {stem(w) for text in headers for w in _words(text)}
    rates = {stem(w) for text in headers for before, w in zip(_words(text), _words(text)[1:]) if before == "per"}
    for said in _rates_asked(a):
        head = stem(said)  # "per home oxygen therapy patient": patient
        if head in rates and p.op != "lookup" or head not in own and head in others and head not in rates:
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the question asks a figure per {said}; the cells read are no figure per it, "
                               "which the table prints or counts apart")
    return p


def _rates_asked(a) -> list[str]:
    """The head nouns of the things a question asks a figure per ("the average cost per call": "call"; "per home
    oxygen therapy patient": "patient"), after a rate word (lexicon ``rate_words``), never a unit of sale ("per bag")."""
    heads = []
    for i, word in enumerate(a.toks[:-1]):
        if word in lexicon.words("rate_words") and i + 1 not in a.sale_units:
            run = list(takewhile(lambda w: w.isalpha() and w not in STOPWORDS, a.toks[i + 1:]))
            heads += run[-1:]
    return heads


def _other_basis(a, p: Plan) -> tuple[str, str] | None:
    """(the unit asked, the cells' unit) where the question asks a figure per one unit of sale or measure
    ("per kilo") and every cell read is a figure per another such unit its labels print ("Price per pallet"),
    neither the same nor said another way (lexicon ``units``, ``equivalents``); else None. Only units: "per
    available seat mile" of a line "per ASM", "per head" of "per guest" are named otherwise."""
    units = lexicon.cue_pattern("units")
    bases = set()
    for o in p.operands:
        ws = [w for text in (*o.row.path, *o.row.context, *o.col.path) for w in _words(text)]
        bases |= {after for before, after in zip(ws, ws[1:]) if before == "per"}
    if not bases or not all(units.fullmatch(b) for b in bases):
        return None
    for i, word in enumerate(a.toks[:-1]):
        asked = a.toks[i + 1]
        if word != "per" or not units.fullmatch(asked):
            continue
        same = {asked, stem(asked)} | lexicon.equivalents().get(asked, frozenset())
        if not any(b in same or stem(b) in same for b in bases):
            return asked, sorted(bases)[0]
    return None


def _mean_of_the_base(a, p: Plan, own: set[str]) -> Plan:
    """Rule 50's aggregate case: a mean or a sum of a figure per a thing ("the average cost per call") over
    cells that count the thing itself ("Roadside service calls") and print no "per" is no such figure."""
    for said in _rates_asked(a):
        if stem(said) in own and said not in lexicon.words("period_heading_words"):
            # (a mean "per year" over the years' cells is the figure per year)
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the question asks a figure per {said}; the cells read count the {said} "
                               "themselves, not the figure per it")
    return p


def _sign_brackets_swapped(a, p: Plan) -> Plan:
    """Rule 52: a line the question names with its signs bracketed one way ("gains (losses) on strategic
    investments") answered by a line bracketing them the other way ("(Gains) losses on strategic investments",
    a cash flow statement's adjustment, its signs reversed) is refused: its figure has the other sign."""
    if p.status != "answered":
        return p
    said = _sign_pairs(a.folded, swapped=False)
    for o in p.operands:
        for x, y in _sign_pairs(fold(o.row.text), swapped=True) & said:
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the question says '{x} ({y})', and the line read says '({x}) {y}': its signs are reversed")
    return p


def _sign_pairs(text: str, swapped: bool) -> set[tuple[str, str]]:
    """The word pairs a text brackets one word of: "gains (losses)" -> ("gains", "losses"); with ``swapped``,
    "(gains) losses" -> ("gains", "losses"). A bracket holding more than one word is no sign."""
    toks = text.replace("(", " ( ").replace(")", " ) ").split()
    pairs = set()
    for i in range(len(toks) - 3):
        if swapped and toks[i] == "(" and toks[i + 2] == ")" and toks[i + 1].isalpha() and toks[i + 3].isalpha():
            pairs.add((toks[i + 1], toks[i + 3]))
        if not swapped and toks[i].isalpha() and toks[i + 1] == "(" and toks[i + 3] == ")" and toks[i + 2].isalpha():
            pairs.add((toks[i], toks[i + 2]))
    return pairs


def _share_of_the_whole(a, p: Plan) -> Plan:
    """Rule 54: a printed share of a line under a group heading, asked "of the <group>", where the group's own
    total line prints another share than 100% in that column, is refused: the share is of another whole."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or p.operands[0].unit != "%":
        return p
    o = p.operands[0]
    heads = [*o.row.path[:-1], *o.row.context]
    if not heads:
        return p
    head = [stem(w) for w in _words(heads[0])]
    toks = [stem(t) for t in a.toks]
    at = next((i for i in range(len(toks) - len(head) + 1) if head and toks[i:i + len(head)] == head), None)
    if at is None:
        return p
    k = at - 1
    while k >= 0 and a.toks[k] in lexicon.words("item_articles") | {"all", "its", "their"}:
        k -= 1
    if k < 0 or a.toks[k] not in lexicon.words("item_of"):
        return p  # the group said as a line's name ("current loans in repayment"), not as the whole
    for r in o.tv.rows:
        if (r.row.is_subtotal or r.row.is_total) and heads[0] in (*r.path[:-1], *r.context) \
                and (cell := o.tv.cell(r, o.col)) is not None and cell.value.number is not None \
                and abs(cell.value.number - 100) > 0.05:
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the question asks a share of {heads[0].rstrip(':')}; the share printed is of another "
                               f"whole (the group's own total prints {cell.text.strip()})")
    return p


def _lines_counted_as_a_value(toks: list[str], p: Plan) -> Plan:
    """Rule 55: "how many <things>" answered by one cell, where the things are the table's lines (its label
    column's heading names them) and the cell's own labels do not name them, is refused."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1:
        return p
    asked, said = count_asked(toks)
    if not asked or not said:
        return p
    o = p.operands[0]
    counted = {said[0], stem(said[0])}
    own = {v for text in (*o.row.path, *o.row.context, *o.col.path) for w in _words(text) for v in (w, stem(w))}
    if counted & {v for w in o.tv.row_kind for v in (w, stem(w))} and not counted & own:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question counts {said[0]}, the lines of the table; the cell read is another count")
    return p


def _whole_for_a_part(p: Plan) -> Plan:
    """Rule 56: a lookup of the total line's 100% in a column of shares is refused."""
    if p.status == "answered" and p.op == "lookup" and len(p.operands) == 1 and (o := p.operands[0]).row.row.is_total \
            and o.number is not None and abs(o.number - 100) < 1e-9 and (o.unit == "%" or o.col.col.type == "percent"
                                                                          or "%" in o.col.path[-1:]):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the cell read is the whole's own share ({o.row.text}, 100%), no part's")
    return p


def _price_of_one_for_many(a, p: Plan) -> Plan:
    """Rule 57: one item's price looked up for a question about two or more of it is refused."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or set(a.toks) & lexicon.words("per_unit_words"):
        return p
    o = p.operands[0]
    if o.row.rng is not None or column_tier(o.col, o.tv.cols) is not None or not is_currency(o.unit):
        return p
    counts = {**lexicon.numbers(), **lexicon.mapping("quantity_nouns")}
    label = {v for text in (*o.row.path, *o.col.path) for w in tokens(text) for v in (w, stem(w))}
    for i, t in enumerate(a.toks[:-1]):
        n = float(t) if t.isdigit() else counts.get(t)
        if n is None or n < 2 or t.isdigit() and (len(t) == 4 and int(t) in a.years or i and a.toks[i - 1] in a.proper_names):
            continue  # (a year; a name's number, "IAS 39")
        k = i + 1
        while k < len(a.toks) and a.toks[k] in lexicon.words("item_of") | lexicon.words("item_articles"):
            k += 1
        said = a.toks[k] if k < len(a.toks) else ""
        if not any(ch.isalpha() for ch in said) or said in lexicon.cue("months").split("|"):
            continue  # "December 31, 2021", "31 December": a day, no count of things
        if (said.endswith("s") and lexicon.cue_pattern("units").fullmatch(said) or any(ch.isdigit() for ch in said)) \
                and (said in label or said.rstrip("s") in label or stem(said) in label):  # units of sale ("pallets",
            # never a size's unit, "a 5 kg sack"), or an item's code
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the question asks about {t} of {said}; the cell read is the price of one")
    return p


def _values_for_which(a, p: Plan) -> Plan:
    """Rule 58: values answered to "is X higher in A or B?" are refused."""
    comparatives = {w for c in ("higher", "lower") for w in lexicon.cue(c).split("|")}
    if p.status == "answered" and p.op == "values" and "or" in a.toks and comparatives & set(a.toks):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question asks which of two is higher or lower; the reading gives their values")
    return p


def _year_names_a_line(a, p: Plan) -> Plan:
    """Rule 59: values one per year, a year said printed as a line of their table, are refused."""
    if p.status != "answered" or p.op != "values" or not p.operands:
        return p
    tables = {o.tv.key: o.tv for o in p.operands}.values()
    line = next((y for y in a.years for tv in tables for r in tv.rows if r.path and r.path[-1].strip() == str(y)), None)
    if line is None:
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"{line} names a line of the table, no period to read one value of")


_ABBREVIATION = re.compile(r"[A-Za-z]{2,5}\.")  # "incl.", "excl.": a word the table's notes spell out


def _mark_for_a_figure(a, p: Plan) -> Plan:
    """Rule 60: a mark or an abbreviation looked up for "what is the <figure>" or a price is refused."""
    priced = any(t in lexicon.words("money_nouns") for t in a.toks)
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or not (a.says("asks_a_figure") or priced):
        return p
    cell = p.operands[0].cell
    text = cell.text.strip() if cell is not None else ""
    if cell is not None and cell.value.number is None and (
            text.lower() in lexicon.words("mark_cells") or _ABBREVIATION.fullmatch(text)):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question asks a figure; the cell read holds a mark or an abbreviation, '{text}', no number")
    return p


def _percent_beside_unasked(a, p: Plan, presentation) -> Plan:
    """Rule 61: a change asked with the verb a percent change column beside the two year cells is headed by, in
    no unit, is ambiguous."""
    if p.status != "answered" or p.op != "difference" or len(p.operands) != 2 or a.in_percent \
            or not a.says("change_verb_asked") or a.says("amount_of_change_asked") or a.currencies \
            or presentation.scale is not None or presentation.currency is not None:
        return p
    years = [next(iter(o.col.years)) if len(o.col.years) == 1 else None for o in p.operands]
    if None in years or years[0] == years[1]:
        return p
    later, base = sorted(p.operands, key=lambda o: next(iter(o.col.years)), reverse=True)
    printed = printed_beside(p.operands, later, base, frozenset(years))
    changes = lexicon.cue("change_words").split("|")
    if printed is None or not set(a.toks) & set(changes) & set(_words(" ".join(printed.col.path))):
        return p  # ("how much did X increase" beside "% Change": the amount it went up)
    return Plan("ambiguous", p.op, "refused", [*p.operands, printed], links=p.links,
                reason=f"the question does not say whether the change is meant as an amount ({later.cell.text.strip()} - "
                       f"{base.cell.text.strip()}) or as the percent change the table prints beside it "
                       f"({printed.cell.text.strip()}, '{printed.col.text}')")


def _percent_for_an_amount(a, p: Plan, presentation) -> Plan:
    """Rule 62: an amount asked in a scale or currency, answered by percents, is refused."""
    if p.status != "answered" or p.op != "difference" or a.in_percent or presentation.percent \
            or presentation.scale is None and presentation.currency is None or not p.operands:
        return p  # (a margin computed or looked up under a pasted "(in USD millions)" is still its percent)
    if all(o.unit == "%" or o.cell is not None and o.cell.value.kind == "percent"
                            or lexicon.cue_pattern("percent_of_labels").search(fold(" ".join([*o.row.path, *o.col.path])))
                            for o in p.operands):
        # (a line "... as a percent of total debt" printing 36: percents, though printed without the sign)
        o = p.operands[0]
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question asks an amount (in a scale or a currency), and the cells read hold percents "
                           f"('{o.row.text}' / '{o.col.text}')")
    return p


def _other_line_unsaid(a, p: Plan) -> Plan:
    """Rule 53: a looked-up line whose label says "other" (lexicon ``residual_words``) where the question does
    not, beside a line of its table whose every word the question says ("Total other comprehensive income
    (loss)" beside "Comprehensive income" for "total comprehensive income") is refused: the other line is
    another measure."""
    residual = lexicon.words("residual_words")
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or set(a.toks) & residual:
        return p
    o = p.operands[0]
    def words(label: str) -> set[str]:  # (a figure extraction left in the label, "Comprehensive income $ 6,264.5", aside)
        return {w for w in _words(unbracketed(label)) if w.isalpha()} - STOPWORDS
    mine = words(o.row.path[-1]) if o.row.path else set()
    if not mine & residual:
        return p
    said = set(a.toks)
    for r in o.tv.rows:
        theirs = words(r.path[-1]) if r.path and r is not o.row else set()
        if theirs and not theirs & residual and theirs <= said and theirs < mine and o.tv.cell(r, o.col) is not None:
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason=f"the line read, '{o.row.text}', is an 'other' line the question does not name, "
                               f"beside '{r.text}'")
    return p


def _closing_for_an_opening(a, p: Plan) -> Plan:
    """Rule 51: a balance asked at the opening of a year (question cue ``period_opening``: "at the start of 2019")
    answered by a cell whose line or column dates it to a month of that year ("Balance at December 31, 2019")
    is refused: that is the year's closing balance; the opening one is the year before's close."""
    m = lexicon.cue_pattern("period_opening").search(a.folded)
    if p.status != "answered" or m is None:
        return p
    year, months = m.group("year"), set(lexicon.cue("months").split("|"))
    for o in p.operands:
        for text in (*o.row.path, *o.col.path):
            words = _words(text)
            if year in words and set(words) & months:
                return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                            reason=f"the question asks the balance at the start of {year}, and '{text}' dates the cell "
                                   f"read to the close of {year}")
    return p


def _supposed_addition(a, p: Plan) -> Plan:
    """Rule 49: a question that supposes a figure added to the printed one (question cue
    ``supposed_addition``) answered by anything but a sum is refused."""
    if p.status == "answered" and p.op != "sum" and a.says("supposed_addition"):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question supposes a figure added to the one printed; the cells read hold no such sum")
    return p


def _members_said(a, p: Plan) -> Plan:
    """Rule 42: the question says how many things its aggregate is over ("the three seasons"), and the
    answer's cells are another number of them."""
    if a.member_count is None or p.status != "answered" or p.op == "count":
        return p  # a count's cells may be those that pass, of the things said (route checks those)
    if len(p.operands) == a.member_count and (not a.member_periods or all(_a_period(o) for o in p.operands)):
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question speaks of {a.member_count} values and {len(p.operands)} were read")


def _share_of_unlike(a, p: Plan) -> Plan:
    """Rule 45: a share asked, computed from a part that prints money over a whole in no money, or coming
    below -100%."""
    if p.status != "answered" or p.op != "ratio" or len(p.operands) != 2 or not isinstance(p.value, float) \
            or not (a.says("percent_of_asked") or a.says("share_asked")):
        return p
    order = p.order if p.order and len(p.order) == 2 else [0, 1]
    part, whole = p.operands[order[0]], p.operands[order[1]]
    units = [part.unit, whole.unit]
    # money printed as such ("$0.482") is no share of what is no money (an untyped part of an amount of money
    # may be: "$" printed only on the total line; nor is a column headed "Euro" money printed)
    unlike = _prints_money(Plan("answered", "lookup", "lookup", [part])) and not is_currency(whole.unit) \
        and not _prints_money(Plan("answered", "lookup", "lookup", [whole]))
    share = p.value if p.unit == "%" else p.value * 100
    if not unlike and share >= -100:
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason="the question asks a share, and the two cells read are no part and its whole "
                       f"({units[0] or 'no unit'} and {units[1] or 'no unit'}, {share:,.2f}%)")


def _more_said_less(a, p: Plan) -> Plan:
    """Rule 46: "how much more A than B" answered by a difference of amounts below nil; and "how many fewer
    A than B", read as B less A (``differences.two_operands``), below nil: the first is not fewer."""
    if p.status == "answered" and p.op == "difference" and isinstance(p.value, (int, float)) and p.value < 0 \
            and p.unit != "%" and a.says("fewer_words") and lexicon.cue_pattern("than").search(a.folded) \
            and decrease_by(a.folded):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question asks how much less, and the cells read give {p.value:,.2f}: the first is not less")
    if p.status != "answered" or p.op != "difference" or not isinstance(p.value, (int, float)) \
            or p.unit == "%" or not a.says("more_asked") or a.says("fewer_words"):
        return p
    signs = {o.number > 0 for o in p.operands if o.number}
    if len(signs) > 1 and not all(_signed_line(o.row.text) for o in p.operands):
        # "how much more was capitalized than amortized" beside "Amortization (318.9)"; a line printing both its
        # signs ("Net income (loss)") is compared signed: a loss is less income
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question asks how much more, and one of the cells read is printed as a deduction: "
                           "whether its size or its signed amount is compared is unsaid")
    if p.value >= 0:
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question asks how much more, and the cells read give {p.value:,.2f}: the first is not more")


def _signed_line(label: str) -> bool:
    """A label that names its other sign in brackets ("Net income (loss)", "Income tax expense (benefit)";
    lexicon ``sign_words``): its figures are signed amounts of one measure, not sizes of deductions."""
    return any(set(_words(inner)) and set(_words(inner)) <= lexicon.words("sign_words") for inner in bracketed(label))


def _total_for_each(a, p: Plan) -> Plan:
    """Rule 47: a value asked of each of several things, answered by one cell of a total line."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or not p.operands[0].row.row.is_total \
            or not set(a.toks) & lexicon.words("each_words"):
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question asks a value of each, and the cell read is the total line '{p.operands[0].row.text}'")


def _a_period(o: Operand) -> bool:
    """The cell is a period's: its column or line is dated (a year, a month named, a quarter, an n-th period)."""
    months = set(lexicon.mapping("month_numbers"))
    return bool(o.col.years or o.col.quarter or o.row.years or o.row.quarter or o.row.period_rank is not None
                or YEAR.search(o.label or "") or set(tokens(o.col.text)) & months or set(tokens(o.row.text)) & months)


def _goods_for_a_price(a, p: Plan) -> Plan:
    """Rule 43: a price asked, answered by cells in no currency and no percent, of a table none of whose
    labels, headings, title or lead-in prints the price word or a currency."""
    asked = {stem(t) for i, t in enumerate(a.toks) if t in lexicon.words("money_nouns") and i not in a.consumed}
    if not asked or p.status != "answered" or p.op == "count" or not p.operands:
        return p
    units = [o.unit for o in p.operands]
    if any(u == "%" or u and (is_currency(u) or is_currency(u.split("/")[0])) for u in units):
        return p
    for tv in {o.tv.key: o.tv for o in p.operands}.values():
        t = tv.nt.table
        said = " ".join([*(x for r in tv.rows for x in r.path), *(x for c in tv.cols for x in c.path),
                         *filter(None, [t.caption, t.section, t.lead_in, t.unit_note])])
        words = set(tokens(said))
        if asked & {stem(w) for w in words} or words & set(lexicon.mapping("currencies")) \
                or set(said) & set(lexicon.mapping("currency_signs")):
            return p  # the price word, or a currency ("USD per troy ounce", "$", "£") the cells were not typed in
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question asks a price, and the cells read are in {units[0] or 'no currency'} "
                       "under no word of price")


def plan(a, idx: CatalogIndex) -> Plan:
    """The analysis planned as given (rules 2, 7-17): no lookup of a label is tried instead."""
    return review(a, idx, make_plan(a, idx, default_synonyms()))


def review(a, idx: CatalogIndex, p: Plan) -> Plan:
    """Rules 7-17 and 19: the readers for question shapes route.plan does not read; each keeps the plan or
    replaces it."""
    p = arithmetic.review(a, idx, p)  # shares of a total, named ratios, averages and sums over years
    p = spans.review(a, idx, p, default_synonyms())  # names, years, lists and counts read off a table's structure
    p = open_domain.review(a, idx, p)  # questions naming no document: fill a refusal, veto a guess
    p = unnamed_part(a, idx, p)  # a line of a part's table (segment, investee) the question does not name: refused
    p = measures.review(a, idx, p, default_synonyms())  # a derived measure the tables do not print (FCF, margins, ROA ...)
    p = member_measures.review(a, idx, p)  # a ratio measure of one member (a segment's margin) from its own cells
    p = line_total.review(a, idx, p, default_synonyms())  # "how many" of a line: its Total column, no count of its cells
    p = column_total.review(a, idx, p, default_synonyms())  # "how many" of a column: its total line, no count of its cells
    p = listed_lines.review(a, idx, p, default_synonyms())  # the things a name table lists: their count, a column's mean
    p = period_total.review(a, idx, p, default_synonyms())  # a span of months: the line covering them
    p = key_tables.review(a, idx, p, default_synonyms())  # a word a key table lists: its row's label ("Zone C")
    p = text_values.review(a, idx, p, default_synonyms())  # the things a line's text cells pick, or their number
    p = printed_change(p, a.decimals_asked)  # a percent change the line prints for the two years: the printed cell
    p = contrary_course(a, p)  # a fall asked of a figure that grew: refused
    return _negative_best_of(p, a)


def _ratio_label(toks: list[str], idx: CatalogIndex) -> str | None:
    """Rule 0: the question's "ratio" ending a printed label with the word said before it ("book-to-bill
    ratio" over a line "Book-to-bill ratio", "combined ratio", "gearing ratio"), as those two words: a
    line's name, not the operation of dividing two figures. Named ratios tabsql computes ("current
    ratio") are not asked. None when no label ends so."""
    ratio = lexicon.words("ratio_nouns")
    _, adjacent, _ = index_pairs(idx)
    words = [w for t in toks for w in _words(t)]
    return next((f"{words[k - 1]} {w}" for k, w in enumerate(words)
                 if w in ratio and k and (words[k - 1], w) in adjacent), None)


def _average_label(toks: list[str], idx: CatalogIndex, after: bool = True) -> str | None:
    """Rule 0b: an average word said beside a word a printed label prints next to it ("fleet average"
    over a line "Fleet average", "average stage length" over "Average Stage Length"; ``after``: the
    word after it too), in a question that asks a change between years: the line's name, whose
    change is asked, not a mean over the years. None when no label prints the pair."""
    averages = lexicon.operation_label_words("average")
    _, adjacent, _ = index_pairs(idx)
    words = [w for t in toks for w in _words(t)]
    for k, w in enumerate(words):
        if w in averages:  # a label prints any average word ("Fleet average" for "the fleet mean")
            if k and any((words[k - 1], x) in adjacent for x in averages):
                return f"{words[k - 1]} {w}"
            if after and k + 1 < len(words) and any((x, words[k + 1]) in adjacent for x in averages):
                return f"{w} {words[k + 1]}"
    return None


def _change_words_printed(a, idx: CatalogIndex) -> frozenset[int]:
    """Rule 6a: the positions of the change words a lookup's question says ("drop", "growth") that a
    line or column prints as its whole label ("Drop" under "Table games:"): the casino's drop, not a
    fall; the words then name that label. Empty when none is printed so."""
    leaves = index_leaves(idx)
    return frozenset(i for i in a.op_words if a.toks[i] in leaves)


def index_leaves(idx: CatalogIndex) -> frozenset[str]:
    """The row and column labels of one word (their last header level), folded, but those that head
    changes ("Change (%)", lexicon ``change_columns``: a printed change is no line of its own): built
    once per index."""
    cache = idx.__dict__.get("_one_word_leaves")
    if cache is None:
        changes = lexicon.cue_pattern("change_columns")
        cache = idx.__dict__["_one_word_leaves"] = frozenset(
            w[0] for tv in idx.tables for v in (*tv.rows, *tv.cols)
            if v.path and len(w := tokens(v.path[-1])) == 1 and not changes.search(w[0]))
    return cache


def _growth_as_a_rate(a, idx: CatalogIndex, p: Plan):
    """Rule 35: "the growth in X from 2022 to 2023" (question cue ``growth_noun``) answered by the
    difference of two cells whose labels print no growth is read as the percent change of X, or refused:
    finance says a line's growth as its rate, the amount it grew by being its "increase"."""
    if p.status != "answered" or p.op != "difference" or not a.says("growth_noun") or any(
            "growth" in _words(" ".join([*o.row.path, *o.col.path])) for o in p.operands):
        return a, p
    b = dataclasses.replace(a, op="pct_change", in_percent=True, growth_asked=True)
    q = plan(b, idx)
    if q.status == "answered" and q.op == "pct_change":
        return b, q
    return a, Plan("not_found", "pct_change", "refused", p.operands, links=p.links,
                   reason="the question asks the growth's rate, which the cells read do not give")


def _counts_its_measure(toks: list[str], p: Plan) -> bool:
    """Rule 3's second case: a count over the lines of a column whose label names what "how many" counts
    ("how many round trips a week does the island lifeline contract require" over "Required Round Trips
    per Week"), or among which a line opens with it: the column or line holds the count asked, so the question looks one of its cells up; the number of
    its lines is no answer (rule 20 refuses it where no lookup answers)."""
    measure = p.links.get("measure") if p.status == "answered" and p.op == "count" and p.threshold is None else None
    said = count_asked(toks)[1]
    if measure and said and (_measure_counts(said[0], measure, p) or _member_counts(said[0], measure, p)):
        return True
    phrase = {stem(w) for w in counted_phrase(toks)}  # or a line counted opens with it ("Five-gallon bottles
    # delivered" among the lines counted for "how many five-gallon bottles were delivered"): it prints the count
    return bool(measure and said) and any(o.row.path and _opens_with_counted(o.row.path[-1], phrase) for o in p.operands)


def _concepts_of(word: str) -> set[str]:
    """The synonym concepts one word of the question says ("men": male), which a label may carry."""
    return {c for c, _, _ in default_synonyms().spans_in([word])}


def _member_counts(counted: str, measure, p: Plan) -> bool:
    """Whether one of the cells a count ran over is labelled by what "how many" counts ("how many men
    were senior managers" over the line "Senior managers" of columns "Female | Male"): that cell holds
    the count asked."""
    concepts = _concepts_of(counted)
    for o in p.operands:
        view = o.col if measure[0] == "row" else o.row
        concept = view.col.concept if measure[0] == "row" else view.row.concept
        if stem(counted) in {stem(t) for t in tokens(label_leaf(view.path))} or concept in concepts:
            return True
    return False


def _measure_counts(counted: str, measure, p: Plan) -> bool:
    """Whether the line or column a count ran over names what "how many" counts: a word of its label
    ("Required Round Trips per Week" for "round trips"), or its concept ("Male" for "men")."""
    if stem(counted) in {stem(t) for t in tokens(str(measure[-1]))}:
        return True
    concepts = _concepts_of(counted)
    return bool(concepts) and any((o.col.col.concept if measure[0] == "col" else o.row.row.concept) in concepts
                                  for o in p.operands)


RATE_REACH = 3  # words after "per" that may name the unit of a rate ("per customs entry")


def _per_sides(a) -> tuple[list[str], list[str]] | None:
    """The words naming something before and after the question's one "per" (lexicon ``rate_words``), both
    present; None otherwise (rule 6c)."""
    rates = lexicon.words("rate_words")
    at = [i for i, t in enumerate(a.toks) if t in rates]
    if len(at) != 1:
        return None
    before = [t for t in a.toks[:at[0]] if t not in STOPWORDS and t.isalpha()]
    after = [t for t in a.toks[at[0] + 1:] if t not in STOPWORDS and t.isalpha()]
    return (before, after) if before and after else None


def _rate_base_unread(a, p: Plan) -> bool:
    """Whether a lookup answers a rate asked ("net sales per litre of take-home tubs") with a cell whose own
    labels say nothing after the question's "per", nor any rate ("Take-home tubs" / "Net sales > 2024"),
    while another column of its table counts that base ("Volume (million litres)"): the figure read is the
    amount, not the rate (rule 6c). A price per a unit of sale no column counts ("per box") is the price."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or (sides := _per_sides(a)) is None:
        return False
    o = p.operands[0]
    if o.cell is None or (o.cell.value.scale or 1.0) < 1000:
        return False  # a figure printed in thousands or millions is a total, never a rate per one thing
    labels = [*o.row.path, *o.row.context, *o.col.path, *o.col.col.path]
    rates = lexicon.words("rate_words")
    at = next(i for i, t in enumerate(a.toks) if t in rates)
    base = {f for t in takewhile(lambda t: t not in STOPWORDS, a.toks[at + 1:]) for f in _noun_forms(t)}  # "per litre"
    own = {f for text in labels for w in _words(text) for f in _noun_forms(w)}
    if not base or own & rates or own & base:
        return False
    others = [text for c in o.tv.cols if c is not o.col for text in (*c.path, *c.col.path)]
    return bool(base & {f for text in others for w in _words(text) for f in _noun_forms(w)})  # "Volume (million litres)"


def _noun_forms(word: str) -> set[str]:
    """A noun's stem and its singular ("boxes": "box"), as "per box" meets a column "10–49 boxes"."""
    return {word, stem(word), *([word[:-2]] if word.endswith("es") else []), *([word[:-1]] if word.endswith("s") else [])}


def _prints_per(before: list[str], p: Plan) -> bool:
    """Whether a line or column of the operands' table prints a rate of the figure said before "per" ("Revenue
    per screen" for "revenue per drug screen"): the rate asked may be that one, printed; not a rate of another
    figure ("ATFM delay per flight" beside "service units per flight")."""
    rates = lexicon.words("rate_words")
    said = {stem(t) for t in before}
    tv = p.operands[0].tv
    for x in [*tv.rows, *tv.cols]:
        words = _words(" ".join(x.path))
        if (k := next((i for i, w in enumerate(words) if w in rates), None)) is not None \
                and said & {stem(w) for w in words[:k]}:
            return True
    return False


def _rate_said(toks: list[str]) -> set[str]:
    """The stems of the words naming the unit of a rate said after an average word ("average revenue per
    customs entry": {"custom", "entry"}); empty when the question says none."""
    averages = lexicon.operation_label_words("average")
    at = next((i for i, t in enumerate(toks) if t in averages), None)
    per = next((i for i, t in enumerate(toks) if at is not None and i > at and t == "per"), None)
    if per is None:
        return set()
    return {stem(t) for t in toks[per + 1:per + 1 + RATE_REACH] if t not in STOPWORDS and t.isalpha()}


def _prints_rate(p: Plan, unit: set[str]) -> bool:
    """Whether a cited label prints a rate per a unit the question names ("Revenue per Entry")."""
    for o in p.operands:
        for text in (o.row.text, o.col.text):
            words = _words(text)
            for i, w in enumerate(words):
                if w == "per" and {stem(x) for x in words[i + 1:i + 1 + RATE_REACH]} & unit:
                    return True
    return False


def _as_lookup(intent, idx: CatalogIndex):
    """The Intent's reading planned as a plain lookup of a label: (analysis, plan) when that answers."""
    a = dataclasses.replace(intent.analysis, op="lookup")
    p = make_plan(a, idx, default_synonyms())
    return (a, p) if p.status == "answered" else None


def _op_word_is_label(toks: list[str], idx: CatalogIndex, op: str | None = None, first: bool = False,
                      gap: bool = False) -> bool:
    """True when a word of the question that says an operation (``op``, any when None) is in a row or
    column label with the word after it ("Mean radius", "Total assets", "Number of employees"; with
    ``first``, the label starts so; with ``gap``, one label word may stand between them: "Average
    aircraft stage length" for "average stage length"): then the question may be a plain lookup of
    that label."""
    pairs = _label_pairs(toks, op)
    if not pairs:
        return False
    firsts, adjacent, gapped = index_pairs(idx)
    if gap:
        return bool(pairs & (adjacent | gapped) or _skipped_pairs(toks, op) & adjacent)
    return bool(pairs & (firsts if first else adjacent))


def _skipped_pairs(toks: list[str], op: str | None) -> set[tuple[str, str]]:
    """The (operation word, word after next) pairs: the question's word between the operation word and
    the label's next ("average fuel price" for "Average Price per Gallon" under "Aircraft Fuel") left out."""
    said = lexicon.mapping("label_operations")
    return {p for i, t in enumerate(toks[:-2]) if t in said and (op is None or said[t] == op)
            for p in _label_pairs(toks[:i + 1] + toks[i + 2:], op)}


def _op_names_lead_in_measure(toks: list[str], op: str, p: Plan) -> bool:
    """Whether an answered average (``EACH_CELL_OPS``) over one table's cells takes its operation
    word from the measure's name that the table's caption or lead-in sentence prints: "the average
    life expectancy ... in 2019" over "These tables translate into an average life expectancy ... as
    follows:" and a Men and a Women column names each cell "average life expectancy", so the mean
    of the two is no answer. The operation stands when the question names the members it runs over
    ("the average of Europe and Asia"), the name then not covering them."""
    if (op not in EACH_CELL_OPS or p.status != "answered" or p.op != op or len(p.operands) < 2
            or len({o.tv.key for o in p.operands}) != 1):
        return False
    table = p.operands[0].tv.nt.table
    printed = {(stem(x), stem(y)) for text in (table.caption, table.lead_in) if text
               for words in [_words(text)] for x, y in zip(words, words[1:])}
    named = {(stem(w), stem(n)) for w, n in _label_pairs(toks, op)}
    return bool(named & printed) and not _members_named(toks, p.operands)


def _members_named(toks: list[str], operands: list[Operand]) -> bool:
    """Whether the question says, for every member of the operation, a word that tells it from the
    others (a word of its name no other member's name prints): "Europe" and "Asia" for "the average
    of Europe and Asia", not "2019" alone for cells of 2019 and 2018."""
    said = {stem(t) for t in toks}
    names = [{stem(t) for t in tokens(o.label)} for o in operands]
    return all((n - set().union(*(m for j, m in enumerate(names) if j != i))) & said for i, n in enumerate(names))


def _averaged_columns(idx: CatalogIndex) -> bool:
    """Whether a table in scope heads a column with the average's word and one noun more ("2017 > Average
    Balance"): a bank's average balance sheet, whose "average total loans" is that column's cell (rule 1b)."""
    hit = idx.__dict__.get("_averaged_columns")
    if hit is None:  # once an index, not once a question
        hit = idx.__dict__["_averaged_columns"] = any(_in_averaged_column_path(c.path) for tv in idx.tables for c in tv.cols)
    return hit


def _in_averaged_column_path(path: list[str]) -> bool:
    averages = lexicon.operation_label_words("average")
    return any(len(ws := _words(level)) == 2 and ws[0] in averages for level in path)


def _in_averaged_column(p: Plan) -> bool:
    """Whether every cell a lookup read lies in such a column."""
    return bool(p.operands) and all(_in_averaged_column_path(o.col.path) for o in p.operands)


def _reads_op_label(toks: list[str], p: Plan, op: str) -> bool:
    """Whether the lookup of rule 1 cites a cell whose row or column label starts with the
    operation's word ("Average price paid per share", "Number Leased" for "how many"): a lookup of
    another line ("Research and development" for "how many of the years was R&D more than 5
    million", rule 1 fired by some "Number of ..." label) answers a count with plain values."""
    heads = {w for w, _ in _label_pairs(toks, op)}
    return any(_words(text)[:1] and _words(text)[0] in heads for o in p.operands for text in _labels(o))


def _labels(o: Operand) -> tuple[str, ...]:
    """A cited cell's row and column labels, with the heading line its row is set under ("Average net selling
    price" over "Ferrous, per long ton"), which names it as its own label would."""
    return (o.row.text, *o.row.path[:-1], *o.row.context, o.col.text)


def _prints_op_word(toks: list[str], p: Plan, op: str) -> bool:
    """Whether the lookup of rules 4 and 5 cites a cell whose row or column label prints the
    operation's word with the word the question says after it, side by side or one word apart
    ("Total assets", "Average aircraft stage length"): "the total of cash and cash equivalents and
    short-term investments" is a sum of two lines, not the one line "Restricted cash included in
    short-term investments" that names words of both; "total liabilities" is no "Liabilities: >
    Derivative financial instruments" read in a fair-value table's "Total" column."""
    pairs = {(stem(w), stem(n)) for w, n in _label_pairs(toks, op)}
    skipped = {(stem(w), stem(n)) for w, n in _skipped_pairs(toks, op)}
    for o in p.operands:
        for text in _labels(o):
            words = [stem(w) for w in _words(text)]
            adjacent = set(zip(words, words[1:]))
            if pairs & (adjacent | set(zip(words, words[2:]))) or skipped & adjacent:
                return True
    return False


def index_pairs(idx: CatalogIndex) -> tuple[set[tuple[str, str]], set[tuple[str, str]], set[tuple[str, str]]]:
    """Every row and column label's (and heading line's) first two words, every two adjacent words, and
    every two words with one between them, as pairs: one set each over the whole index (built once per index, not
    once a question and label)."""
    cache = idx.__dict__.get("_label_word_pairs")
    if cache is None:
        firsts: set[tuple[str, str]] = set()
        adjacent: set[tuple[str, str]] = set()
        gapped: set[tuple[str, str]] = set()
        for tv in idx.tables:
            heads = dict.fromkeys(h for r in tv.rows for h in [*r.path[:-1], *r.context])  # ("Average selling price per unit:")
            for text in [r.text for r in tv.rows] + list(heads) + [c.text for c in tv.cols]:
                words = _words(text)
                firsts.update(zip(words[:1], words[1:2]))
                adjacent.update(zip(words, words[1:]))
                gapped.update(zip(words, words[2:]))
        cache = idx.__dict__["_label_word_pairs"] = (firsts, adjacent, gapped)
    return cache


def words_before(idx: CatalogIndex) -> dict[str, frozenset[str]]:
    """Per word, the words the index's group headings (row labels over lines, holding no values
    themselves: "Annual members", "Casual riders") print right before it (once per index)."""
    cache = idx.__dict__.get("_words_before")
    if cache is None:
        found: dict[str, set[str]] = {}
        for tv in idx.tables:
            values = [c for c in tv.cols if c.numeric]
            for r in tv.rows:
                if values and all(tv.cell(r, c) is None for c in values):
                    words = _words(r.path[-1]) if r.path else []
                    for first, second in zip(words, words[1:]):
                        found.setdefault(second, set()).add(first)
        cache = idx.__dict__["_words_before"] = {w: frozenset(b) for w, b in found.items()}
    return cache


def _label_pairs(toks: list[str], op: str | None) -> set[tuple[str, str]]:
    """The (operation word, next word) pairs a label may print for the question's words: an
    operation word as said ("total" "assets"; the next word is taken, so "average total cost" gives
    ("average", "total") alone), a phrase said for one ("how many" -> "number of"). With ``op``, a
    word of another operation before it takes nothing: "total average price" pairs ("average",
    "price") for an average, the label "Average price ..." of the total line. A label may print any
    word of the operation ("sum assets" asks "Total assets", "mean price" "Average price").

        >>> sorted(_label_pairs(["how", "many", "total", "non-current", "assets"], None))
        [('number', 'of'), ('sum', 'non'), ('total', 'non')]
        >>> sorted(_label_pairs(["total", "average", "price"], "average"))
        [('average', 'price'), ('mean', 'price')]
    """
    said = lexicon.mapping("label_operations")
    words = [w for t in toks for w in _words(t)]
    pairs, i = set(), 0
    while i < len(words) - 1:
        if words[i] in said and (op is None or said[words[i]] == op):
            pairs |= {(w, words[i + 1]) for w, o in said.items() if o == said[words[i]]}
            i += 1
        i += 1
    for phrase, label in lexicon.mapping("label_operation_phrases").items():
        ps, head = phrase.split(), label.split()
        if (op is None or said[head[0]] == op) and _said(toks, ps):
            pairs.add((head[0], head[1]))
    return pairs


def _labels_counted(toks: list[str], p: Plan) -> bool:
    """Whether the cell a lookup found is labelled by what "how many X" counts (its row or column
    names X, or a concept of X: "how many men" -> a column "Male"; or its unit is X's: "how many hours" ->
    a line in "h"): "How many Boeing 737 were owned"
    -> row "Boeing 737-700" / column "Owned"; an officer's "Age" is no count of officers, nor the line
    "Other countries" a count of countries."""
    asked, said = count_asked(toks)
    if not asked or not said or not p.operands:
        return False
    want = {stem(said[0]), stem(said[-1])}  # its first word, or its head ("plasma collection centres")
    op = p.operands[0]

    def says(path: list[str]) -> bool:  # a word of it, or a compound it opens with ("C-band" of "C-band transponders")
        return any(stem(t) in want or (n := len(ps := parts(t))) > 1 and ps == said[:n] for t in tokens(" ".join(path)))
    if says(op.col.path):
        return True
    if says(op.row.path):
        # not a residual group of the things counted ("Other countries" for "how many countries"): one of them
        return not (op.row.path and lexicon.cue_pattern("residual_labels").match(fold(op.row.path[-1])))
    concepts = _concepts_of(said[0])  # "men" of a column "Male"
    if concepts & {op.row.row.concept, op.col.col.concept}:
        return True
    # "how many hours" of a line whose unit is "h": the unit the counted noun spells (lexicon ``equivalents``)
    spelled = {w for x in {said[0], said[-1]} for w in (x, *lexicon.equivalents().get(x, ()))}
    return any(unit and fold(unit).strip(" .") in spelled for unit in (op.row.row.unit, op.col.col.unit))


def _value_said(toks: list[str], p: Plan) -> float | None:
    """A number the question says (no year) that some counted cell prints ("how many of the Aran yarns come in 100
    g balls" over ball weights 50, 100, 400): the count is of the lines holding that value, an equality the
    count read without a condition does not apply. None when the question says no such number."""
    said = {float(t) for t in toks if t.isdigit() and not YEAR.fullmatch(t)}
    return next((x for x in sorted(said) if any(o.number is not None and abs(o.number - x) < 1e-9 for o in p.operands)), None)


def _cells_count_it(p: Plan, counted: set[str]) -> bool:
    """Whether the cells a count read each hold a count of what "how many" counts: numbers above one, under
    a table whose column headings print the counted noun and whose line labels (and their heading) do not ("how many
    of its U.S. centers does X own" over "Full-Service Centers > Owned" by state: 3, 1, 4 ...)."""
    if not p.operands or p.links.get("compared") or any(o.number is None for o in p.operands) \
            or max(abs(o.number) for o in p.operands) <= 1:
        return False  # (members whose two periods' figures compare: the lines are counted)
    tv = p.operands[0].tv
    heads = {stem(w) for c in tv.cols for text in c.path for w in _words(text)}
    lines = {stem(w) for r in tv.rows for text in r.path for w in _words(text)} | {stem(w) for w in tv.row_kind}
    return bool(counted & heads) and not counted & lines  # ("Move type" heads the lines: "how many move types")


def _opens_with_counted(label: str, counted: set[str]) -> bool:
    """A counted line's label opening with the noun "how many" counts ("Hospitals at beginning of year"
    for "how many U.K. hospitals did X have"; ``counted``: the stems of ``counted.counted_phrase``): its
    cells are the count, not things to count."""
    own = [stem(w) for t in tokens(label) if t not in STOPWORDS for w in t.split("-") if w]  # "Five-gallon bottles"
    return bool(own) and own[0] in counted


def _names_the_counted(label: str, counted: set[str]) -> bool:
    """A total line's words ("Total employees") are the whole of what "how many" counts (the stems of
    ``counted.counted_phrase``), not a noun further on ("operating expense categories" counts categories)."""
    own = {stem(t) for t in tokens(label) if t not in STOPWORDS and t != "total"}
    return bool(own) and counted == own


def _prints_money(p: Plan) -> bool:
    """Whether a cited cell prints its currency itself ("$ 7,219"), read as normalize reads a printed
    number (``numbers.read``), not only under a table's or column's note."""
    return any(o.cell is not None and numbers.read(o.cell.text).kind == "money" for o in p.operands)


def _heads_money(p: Plan) -> bool:
    """Whether a cited cell's own column header prints a currency ("2019 £m", "Amount ($)"): its cells
    are money, whatever note the table carries."""
    currencies = set(lexicon.mapping("currencies"))
    return any(set(header := " ".join(o.col.col.path)) & set(lexicon.mapping("currency_signs")) or "$" in header
               or set(tokens(header)) & currencies for o in p.operands)


def _count_of_what(toks: list[str], p: Plan, counting: bool) -> Plan:
    """Rule 20: a count answered by an amount of money, or by the number of lines of a measure that
    itself counts what is asked, is refused: "How many employees did Verizon have?" is no
    "Employee benefits" of $3,888 million, "Foot Locker's number of stores" no $7,219 million of
    sales through its "Stores", and "How many employees did Southwest have?" no 12, the number of
    union groups in a column "Approximate Number of Employees" (its values are the count). A count of
    money ("how many dollars", "how many millions were spent") keeps its amount, as does a line whose
    own label ends in the counted word ("Fuel gallons" set under a "Dollars" column). Asked by its
    noun ("the number of X", the plan another operation's), the count is refuted only by a cell that
    prints its currency or whose column's header does ("2019 £m"), and only a unit of measure (lexicon
    ``measure_units``) ending the label keeps it: the line "Stores" of sales by channel is money,
    "Fuel gallons" counts gallons. "How many gallons" is never a number of lines: a unit of measure
    counted is the quantity measured in it."""
    asked, said = count_asked(toks)
    if p.status != "answered" or not said or asked and not counting and not (_heads_money(p) or _prints_money(p)):
        return p  # a "how many" read as another operation ("how many ... in thousands": a lookup) keeps it,
        # unless its cells stand under a currency ("how many employees ... on average" over "2020 £m") or print
        # one ("how many requisitions ... per year on average" over "All requisitions $59.58")
    counted = said[0]
    phrase = {stem(w) for w in counted_phrase(toks)}  # the stems of what "how many" counts
    why = None
    heads = {stem(t[-1]) for o in p.operands if (t := tokens(label_leaf(o.row.path)))}
    leaves = [tokens(unbracketed(label_leaf(o.row.path))) for o in p.operands]
    units_named = {stem(w) for ws in leaves for before, w in zip(("",) + ws, ws)
                   if before != "per" and w in lexicon.words("measure_units")}
    heads |= units_named  # "Fuel gallons consumed (millions)": a line counting gallons wherever it says them
    if not counting:  # a line of money whose label is the thing named ("Stores" of sales by channel) counts no stores
        heads &= {stem(w) for w in lexicon.words("measure_units")}
    money = set(lexicon.mapping("currencies")) | set(lexicon.mapping("scales"))
    # "how many" asks the count itself; "the number of" may be read off a line whose table's money
    # note reached it ("Number of shares purchased" under "(in $)"): only a cell printing its currency refutes it
    priced = counting or _prints_money(p) or _heads_money(p)
    if is_currency(p.unit) and priced and not set(said) & money and not {stem(w) for w in said} & heads:
        why = f"the question counts {counted}, and the cell read is an amount of money"
    if p.unit == "%" and counting and p.op != "count" and not set(said) & set(lexicon.words("percent_words")):
        why = f"the question counts {counted}, and the cell read is a percent"
    measure = p.links.get("measure") if p.op == "count" else None
    if p.op == "count" and counted in lexicon.words("measure_units"):
        why = f"'how many {counted}' asks a quantity measured in {counted}, not a number of lines"
    elif p.op == "count" and p.threshold is None and p.operands and (label := counting_label(p.operands[0].tv, toks)):
        why = f"'{label}' holds the count asked: the number of cells counted is no count of it"
    elif measure and (said_head := next((w for w in [counted, *said[1:2]] if w not in STOPWORDS
                                         and _measure_counts(w, measure, p)), None)):
        why = f"'{measure[-1]}' counts the {said_head} itself: the number of its lines is no count of them"
    elif p.op == "count" and p.threshold is None and counted not in lexicon.words("member_period_nouns") and p.operands \
            and all(o.row is p.operands[0].row for o in p.operands) \
            and (p.operands[0].row.row.is_total or p.operands[0].row.row.is_subtotal):
        why = f"the cells counted are the figures of the total line '{p.operands[0].row.text}', no things counted"
    elif measure and p.threshold is None and _member_counts(counted, measure, p):
        why = f"a cell of '{measure[-1]}' holds the count of {counted} asked: the number of its cells is no count of them"
    elif p.op == "count" and p.threshold is None and (line := next((
            o.row for o in p.operands if o.row.path and _opens_with_counted(o.row.path[-1], phrase)), None)) is not None:
        why = f"'{line.text}' holds the count asked: the number of cells counted is no count of it"
    elif p.op == "count" and p.threshold is None and (total := next((
            r for o in p.operands[:1] for r in o.tv.rows if r.row.is_total and r.path
            and _names_the_counted(r.path[-1], phrase)), None)) is not None:
        why = f"'{total.text}' counts the {counted} itself: the number of lines above it is no count of them"
    elif p.op == "count" and p.threshold is None and (said_value := _value_said(toks, p)) is not None:
        why = f"the question picks the {' '.join(counted_phrase(toks)) or counted} by the value {said_value:g}, " \
              "which the count read does not apply"
    elif p.op == "count" and p.threshold is None and _cells_count_it(p, phrase):
        why = f"the cells read each count {counted} (the table's headings say so): the number of cells is no count of them"
    return p if why is None else Plan("not_found", p.op, "refused", p.operands, reason=why, links=p.links)


def _level_for_a_change(a, asked: str, p: Plan) -> Plan:
    """Rule 21 (and 44): a change asked of one year ("How much did X's revenues grow in 2022?"), or a
    difference or percent change asked (``asked``, the question's own operation) and answered by one
    looked-up cell ("How much lower is the headroom in the combined scenario than in the base plan?"), is
    answered by a cell that prints a change or a difference (its line, column or table title says one:
    the lexicon's ``change_only`` cue, as the question's, or a word of ``printed_differences``), never
    by a level: the amount read as a lookup answers another question, and a balance line of a table of changes
    ("Balance at December 31, 2019" under "Changes in the Community Portfolio") is a level. (Two years said are a
    difference or a percent change, read elsewhere.)"""
    best_of = p.op in ("argmax", "argmin", "compare")  # "which airport had the fastest growth in 2019"
    if p.status != "answered" or p.op != "lookup" and not best_of or p.links.get("compared"):
        return p  # (members ranked by their change between two periods' cells: a change computed)
    cells = [o for o in p.operands if o.number is not None]
    one_cell = p.op == "lookup" and (asked in ("difference", "pct_change") or a.says("adds_to_asked")) and len(cells) == 1
    # ("how much does the battery add to the price": what it adds, no price read)
    if not one_cell and (len(set(a.years)) > 1 or a.year_range or not a.says("change_only")):
        return p
    if (all if best_of else any)(prints_a_change(o) and not _a_balance(o) for o in cells):
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason="the question asks how much a figure changed, and the cell read is its amount, not a change")


def _rewritten_label(question: str, a, p: Plan) -> bool:
    """Whether the cell read prints a word of the question that its reading rewrote ("Prior year reserve
    development", whose "development in 2019" read as "change in 2019"): the question names that line."""
    said = set(tokens(question.lower()))
    if not any(lexicon.cue_pattern("change").match(t) for t in set(a.toks) - said):
        return False  # the reading says no change word the question does not
    dropped = said - set(a.toks)
    return any(dropped & set(tokens(" ".join(o.row.path + o.col.path))) for o in p.operands)


def _one_line_changed(p: Plan, amount: bool, points: bool) -> bool:
    """Rule 21b's reading: the change a line prints (cited with the two figures it compares), or one
    line's figures of two periods in one table; not lines of two blocks of a roll-forward, whose
    difference is a change of changes; nor a line of percents (a rate, "Identical-store sales" read for
    its "growth", whose points of difference are no change asked) unless points are asked (``points``). Where the line prints a change the reading does not cite,
    only when the question asks an amount (``amount``: "by how many barrels"), not "what change"."""
    if not p.operands or len({(o.tv.key, o.row.row.index) for o in p.operands}) != 1:
        return False
    if prints_a_change(p.operands[0]):
        return True
    if any(o.unit == "%" for o in p.operands) and not points:
        return False  # "identical-store sales growth" of a line of percents: the line is the rate, no difference
    o = p.operands[0]
    printed = any(is_change_column(c) and o.tv.cell(o.row, c) is not None for c in o.tv.cols)
    # (a change the line prints that the reading does not cite, in percent where it computed units: two readings)
    return (amount or not printed) and len(p.operands) == 2 and p.operands[0].col is not p.operands[1].col


def _a_balance(o: Operand) -> bool:
    """A line whose label says it is a balance (lexicon ``balance_words``: "Balance at December 31, 2019"):
    a level, even in a table of changes ("Changes in the Community Portfolio")."""
    return bool(o.row.path) and bool(set(_words(o.row.path[-1])) & lexicon.words("balance_words"))


_COMPUTED = ("difference", "pct_change", "ratio", "sum", "average", "count")  # operations whose answer is a figure, no member


def _figure_for_which(a, p: Plan) -> Plan:
    """Rule 32: "Which was X's best quarter for revenue?" asks which one of several; one line's figure
    read as a lookup ("Revenue / FY2025" = 660) names none of them: refused. Only where a verb follows
    "which" (lexicon ``which_verbs``): "which lead time is entered against part X" asks a value."""
    if p.status == "answered" and p.op in _COMPUTED and a.says("asks_which"):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question asks which one, and the reading computes a figure")
    if p.status != "answered" or p.op != "lookup" or not a.says("asks_which"):
        return p
    if isinstance(p.value, str) and fold(p.value).strip(" *") in {*lexicon.phrases("affirmative_cells"), *lexicon.phrases("negative_cells")}:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,  # ("Which plans cover boiler repairs?": "✓")
                    reason=f"the question asks which ones, and the cell read only says '{p.value}'")
    if not isinstance(p.value, (int, float)):
        return p
    at = a.toks.index("which") if "which" in a.toks else -1
    if not (0 <= at < len(a.toks) - 1 and (a.toks[at + 1] in lexicon.words("which_verbs")
                                            or _which_group(a.toks, at, p.operands[0]) or _which_plural(a, at))):
        return p  # "which lead time is entered against part X", "which figure appears for EBT": a value asked
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason="the question asks which one, and the cell read is a figure of one line")


WHICH_NOUN_REACH = 5  # words after "which" within which its verb stands ("which depleted reservoir facility was")


def _which_group(toks: list[str], at: int, op) -> bool:
    """Whether the words between "which" and its verb name the group the cited line sits under, not
    the line ("Which depleted reservoir facility was fully contracted" of "Ellerby Reservoir" under
    "Depleted reservoir facilities"): the question asks which of the group's lines, whose name the
    figure read is not."""
    verbs = lexicon.words("which_verbs")
    end = next((k for k in range(at + 1, min(len(toks), at + 1 + WHICH_NOUN_REACH)) if toks[k] in verbs), None)
    said = {stem(t) for t in toks[at + 1:end] if t not in STOPWORDS} if end is not None else set()
    groups = {stem(w) for level in [*op.row.path[:-1], *op.row.context] for w in tokens(level) if w not in STOPWORDS}
    own = {stem(w) for w in tokens(label_leaf(op.row.path)) if w not in STOPWORDS}
    return bool(said) and said <= groups and bool(own - {stem(t) for t in toks})  # (the line's own name unsaid)


def _which_plural(a, at: int) -> bool:
    """Whether "which" asks for several things by a plural noun after it, before its verb ("Which
    Ravenglass plans come with ...", "which segments had ..."): names, of which one line's figure is
    none. The noun is the last word before the verb; a word after a function word ("in working days")
    or before one ("which figure appears for") is none."""
    verbs, toks = lexicon.words("which_verbs"), a.toks
    for k in range(at + 1, min(len(toks) - 1, at + 1 + WHICH_NOUN_REACH)):
        t, nxt = toks[k], toks[k + 1]
        if t in STOPWORDS or t in verbs:
            return False
        if len(t) > 3 and t.isalpha() and t.endswith("s") and not t.endswith("ss") and t not in a.proper_names:
            return nxt in verbs or nxt not in STOPWORDS and not nxt.endswith("s")
    return False


def _ratio_of_one_line(a, p: Plan) -> Plan:
    """Rule 33: a ratio asked as a change ("the change in the ratio of long-term debt to total
    stockholders' equity from 2019 to 2020") read as one line's value of one year over another's
    (Long-term debt 2020 / 2019) is refused: the question asks how a ratio of two things moved, and
    one line's two years are neither of them."""
    if p.status != "answered" or p.op != "ratio" or len(p.operands) != 2 or not a.says("change_said"):
        return p
    one, two = p.operands
    if one.tv is not two.tv or one.row.row.index != two.row.row.index:
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason="the question asks how a ratio changed, and the cells read are one line's two periods")


def _count_of_a_condition(a, p: Plan) -> Plan:
    """Rule 34: a count of the lines that stand in a relation to a column ("How many departments came in
    under budget?"; lexicon ``condition_relations``) read as the number of cells of that very column
    (every department's "Budget") is refused: the relation, not the column, picks what is counted."""
    if p.status != "answered" or p.op != "count" or p.threshold is not None or not p.operands:
        return p
    relations = lexicon.words("condition_relations")
    heads = {stem(w) for o in p.operands for w in _words(label_leaf(o.col.path))}
    toks = a.toks
    if any(t in relations and stem(toks[i + 1]) in heads for i, t in enumerate(toks[:-1])):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question counts the lines that stand in a relation to a column, and the count "
                           "read counts that column's cells")
    return p


def _count_change_in_percents(a, p: Plan) -> Plan:
    """Rule 36: "by how many did X fall from 2018 to 2019" (lexicon ``count_questions``, no percent
    word, no word of points: ``point_words``) answered by the difference of two percent cells is
    refused: the count's change is asked, not the change of its share in points."""
    if p.status != "answered" or p.op != "difference" or not p.operands or a.in_percent \
            or lexicon.words("point_words") & set(a.toks):
        return p  # ("by how many points": a change of percents, in points)
    if not any(phrase in " ".join(a.toks) for phrase in lexicon.phrases("count_questions")):
        return p
    if all(o.unit == "%" for o in p.operands):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question asks by how many, and the cells read are percentages")
    return p


def _comparative_measure(a, p: Plan) -> Plan:
    """Rule 37: a comparison said with an adjective of a measure ("is a UB-6305 or a UB-30206
    heavier?"; lexicon ``measure_comparatives``: heavier -> weight) whose cited column prints no word
    of that measure is refused: the price compared is no weight."""
    if p.status != "answered" or p.op not in ("compare", "argmin", "argmax") or not p.operands:
        return p
    wanted = a.compared_measures  # read before the reading says "higher" (intent.read)
    if not wanted:
        return p
    printed = {stem(w) for o in p.operands for w in _words(" ".join(o.col.path + o.row.path))}
    if not any(stem(w) in printed for m in wanted for w in str(m).split()):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question compares {wanted[0]}, and the cells read are no {wanted[0]}")
    return p


def _mean_of_a_printed_average(toks: list[str], idx: CatalogIndex, p: Plan) -> Plan:
    """Rule 38: a mean of a table's lines where the question's average word ends a pair a printed label
    prints ("did the fleet average" over a line "Fleet average"): that line is named, no mean of the
    lines (the named one among them or not) is asked; refused."""
    if p.status != "answered" or p.op != "average" or not p.operands:
        return p
    label = _average_label(toks, idx, after=False)
    if label is not None and len({o.row.row.index for o in p.operands}) > 1:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question names the line '{label}', not a mean of the lines")
    return p


def _values_for_a_change(a, p: Plan) -> Plan:
    """Rule 39: a question asking a change ("how much did X increase in 2019 compared with 2018"; question
    cue ``change_or_difference``) answered by listing the values of two years it compares is refused:
    the change itself is asked, and no reader computed it. Printed changes listed stand."""
    if not (p.status == "answered" and p.op == "values" and a.says("change_or_difference")):
        return p
    changes = lexicon.cue_pattern("change_columns")
    years = {y for o in p.operands for y in (o.col.years | o.row.years)}
    if len(years) >= 2 and not any(changes.search(o.col.text) or changes.search(o.row.text) for o in p.operands):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the question asks how much a figure changed, and the values read were only listed")
    return p  # (the printed changes themselves, "Actual % change" and "Constant % change", are the answer)


def _one_line_for_a_sum(a, p: Plan) -> Plan:
    """Rule 40: a sum or an average asked (its operation word said: "combined", "total", "average")
    and answered by the second reading's lookup of one cell is refused where the cell's line is no
    total and neither its line nor its column prints a word of the operation (lexicon
    ``label_operations``): one line is no sum of the several the question speaks of ("combined time
    charter revenues, with and without fuel escalation" is not "Time charters without fuel escalation"),
    while "the total revenues" may be the line "Total revenues" or a statement's total line, and a word the
    table's caption or lead-in prints says what every cell is ("cumulative" of a cumulative return table)."""
    if not (p.status == "answered" and p.op == "lookup" and a.op in ("sum", "average")
            and p.links.get("open_domain") == "lookup" and len(p.operands) == 1):
        return p
    o = p.operands[0]
    if o.row.row.is_total or o.row.row.is_subtotal:
        return p
    said = lexicon.operation_label_words(a.op)
    if any(said & set(_words(text)) for text in (o.row.text, o.col.text)):
        return p
    t = o.tv.nt.table
    said_ops = {w for w in a.toks if w in lexicon.words("operation_words")} - STOPWORDS
    if said_ops & set(_words(" ".join(filter(None, [t.caption, t.lead_in, t.section])))):
        return p  # the operation's word is the table's measure ("cumulative total return" of a performance graph's table)
    return Plan("not_found", a.op, "refused", p.operands, links=p.links,
                reason=f"the question asks a {'sum' if a.op == 'sum' else 'mean'} and one line was read "
                       f"('{o.row.text}'), which is neither a total nor one the operation names")


def _amount_for_a_share(a, p: Plan) -> Plan:
    """Rule 41: "what percentage (share, proportion) of X ..." (question cue ``percent_of_asked``)
    answered by looking up one cell that holds an amount, no percent, is refused: the share asked is
    no figure the cell prints ("what percentage of the ABS notes was issued in January" is not the
    January line's 1,700)."""
    mean_of_shares = p.op == "average" and a.says("share_asked") and p.unit != "%"  # "the average share of total
    # volumes taken by wood care over 2023 and 2024": a mean of its shares, never of its amounts
    if not (p.status == "answered" and p.operands and (mean_of_shares or a.says("percent_of_asked") and (
            p.op == "lookup" and len(p.operands) == 1 or p.op in ("sum", "difference", "values") and p.unit != "%"))):
        return p  # (a sum or difference of amounts is an amount too: "what percentage of A plus B was written off";
        # so are the two amounts of "what percentage of current deferred revenues came from cloud services")
    if any(o.unit == "%" or (o.cell is not None and o.cell.value.kind == "percent") for o in p.operands):
        return p
    o = p.operands[0]
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question asks a percentage, and the cell read ('{o.row.text}' / '{o.col.text}') "
                       f"holds an amount")


def _change_column_said(a, p: Plan):
    """Rule 31: a change asked of one period ("the hypothetical percentage change ... as of December 31,
    2019") whose operation words a column of the cited table heads under that period ("Hypothetical
    Percentage Change"), each of them printed there or by the cited line's label ("200 basis point
    increase"), a percent column for a percent change and an amount for a difference: that column,
    which the question names, not the change between two period columns. None otherwise."""
    if p.status != "answered" or p.op not in ("pct_change", "difference") or len(set(a.years)) != 1 \
            or a.year_range or not p.operands:
        return None
    said = {stem(a.toks[i]) for i in a.op_words if a.toks[i] not in STOPWORDS}
    tv, cited = p.operands[0].tv, {o.col.col.index for o in p.operands}
    line = {stem(w) for o in p.operands for w in _words(" ".join(o.row.path))}
    for c in tv.cols:
        head = {stem(w) for w in _words(" ".join(c.path))}
        percent = c.col.type == "percent" or "%" in " ".join(c.path)
        if c.col.index not in cited and said & head and said <= head | line and set(a.years) & c.years \
                and percent == (p.op == "pct_change"):  # (a percent printed answers a percent change only)
            return c
    return None


def _unlike_columns(p: Plan) -> Plan:
    """Rule 30: a difference or percent change of one line's two year columns whose headers differ
    in more than their years, refused."""
    if p.status != "answered" or p.op not in ("difference", "pct_change") or len(p.operands) != 2:
        return p
    x, y = p.operands
    if x.tv is not y.tv or x.row is not y.row or not x.col.years or not y.col.years or x.col.years == y.col.years:
        return p

    dating = set(lexicon.mapping("month_numbers")) | set(lexicon.words("period_nouns")) | set(lexicon.words("dating_words"))

    def named(col) -> set[str]:  # what a header names besides its date ("Total", "Americas")
        return {t for t in tokens(col.text) if not any(ch.isdigit() for ch in t) and t not in dating and t not in STOPWORDS}
    nx, ny = named(x.col), named(y.col)
    if not nx or not ny or nx & ny:
        return p  # (a header the extractor gave its group's words to, "Year Ended December 31, > 2019" beside "2018")
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the two cells stand in columns that name different things ('{x.col.text}', '{y.col.text}')")


def _amount_for_a_time(a, p: Plan) -> Plan:
    """Rule 29: a "when" question answered by a number that is no year, refused."""
    if p.status != "answered" or not a.says("asks_when") or not isinstance(p.value, (int, float)) \
            or isinstance(p.value, bool) or YEAR.fullmatch(f"{p.value:g}"):
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason="the question asks when, and the cell read is an amount, not a date")


def _change_for_a_level(a, p: Plan) -> Plan:
    """Rule 28: a lookup of a cell in a column of changes for a question that says no change, where the
    line prints the year asked in a column of its own, refused."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or not is_change_column(p.operands[0].col) \
            or a.says("change_or_difference") or a.says("change_only"):
        return p
    op = p.operands[0]
    if not any(c is not op.col and not is_change_column(c) and c.years & op.col.years & set(a.years)
               and (cell := op.tv.cell(op.row, c)) is not None and cell.value.number is not None for c in op.tv.cols):
        return p  # the line prints the year's figure in no other column (a header the extractor set over the years)
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the cell read is in a column of changes ('{p.operands[0].col.text}'), and the question asks "
                       "the figure, not how it changed")


def _member_for_its_total(toks: list[str], p: Plan) -> Plan:
    """Rule 22: "total X" (the operation word ``sum`` of ``label_operations`` before a word the
    cited line's group heading prints) answered by a line of that group whose own label the
    question does not name is refused: "Oracle's total liabilities" is no "Liabilities: > Derivative
    financial instruments", one line of the group, whatever "Total" column it is read in."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1:
        return p
    op = p.operands[0]
    heads = {stem(n) for w, n in _label_pairs(toks, "sum")}
    if not heads or not op.row.path:
        return p
    said = {stem(t) for t in toks}
    group = [*op.row.context, *op.row.path[:-1]]
    leaf = {stem(w) for w in _words(op.row.path[-1])}
    if group and heads & {stem(w) for w in _words(" ".join(group))} and not leaf & said:
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason=f"the question asks a total, and the cell read is one line of '{group[-1]}' ({op.row.path[-1]})")
    if (rival := _other_groups_total(op, said)) is not None:
        return Plan("ambiguous", p.op, "refused", [op, rival], links=p.links,
                    reason=f"the question asks a total: '{' > '.join(op.col.path)}' totals what the question does not name, "
                           f"beside '{rival.col.text}'")
    return p


def _unlisted_figure(p: Plan) -> Plan:
    """Rule 23: a looked-up cell without a number whose text says no figure is listed ("Contact
    sales" in a plan's price column) is no answer: refused, the cell quoted."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1:
        return p
    cell = p.operands[0].cell
    if cell is None or cell.value.number is not None or any(ch.isdigit() for ch in cell.text):
        return p
    if not lexicon.cue_pattern("unlisted_figure").search(fold(cell.text)):
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the document lists no figure: the cell reads '{cell.text.strip()}'")


def _amount_for_a_percent(a, p: Plan) -> Plan:
    """Rule 25: a difference of amounts answered for a question that asks a percentage, refused."""
    if p.status != "answered" or p.op != "difference" or not a.in_percent or p.unit == "%":
        return p
    return Plan("not_found", p.op, "refused", p.operands, reason="the question asks for a percentage and the "
                "reading is a difference of amounts", links=p.links)


def _other_value_said(a, p: Plan) -> Plan:
    """Rule 26: a text cell looked up whose line prints, in another cell, a text the question says
    while the cell read is not said: the question filters the line's cells by that value, refused."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or p.operands[0].number is not None \
            or not lexicon.cue_pattern("which").search(a.folded):
        return p  # (only a question that asks which things: "the price for remote consulting (per hour)" names
        # its line by a text cell beside the one read)
    op = p.operands[0]
    said = f" {' '.join(tokens(a.question))} "
    own = op.cell.text if op.cell is not None else ""

    def in_question(text: str) -> bool:
        return bool(text) and f" {' '.join(tokens(text))} " in said
    others = [op.tv.cell(op.row, c) for c in op.tv.cols if c is not op.col] + \
        [op.tv.cell(r, op.col) for r in op.tv.rows if r is not op.row]  # the line may be the column ("Fits")
    if in_question(own) or not any(x is not None and x.value.number is None and x.text != own and in_question(x.text)
                                   for x in others):
        return p
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason=f"the question picks the line's cells by a value it prints ('{op.row.text}'), which one cell "
                       "does not answer")


def _change_of_changes(p: Plan) -> Plan:
    """Rule 24: a percent change or difference of two cells each in a column that prints a change
    for its year ("Percent Change > 2023", "Increase (Decrease) 2022") is refused."""
    if p.status != "answered" or p.op not in ("pct_change", "difference") or len(p.operands) != 2:
        return p
    if not all(is_change_column(o.col) and (o.col.years or p.op == "pct_change") for o in p.operands):
        return p  # (a percent change of two lines' printed changes, "% Change" of each, is no change of either)
    return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                reason="the two cells read print changes, not the values the change is of")


def _other_groups_total(op: Operand, said: set[str]) -> Operand | None:
    """The line's cell of a column outside the group whose "Total" column was read, where the question
    names nothing of that group ("Fair Value > Total" beside "Carrying Amount" for "total debt"): the
    total of an unnamed group is one reading of two. None when the column is no such total."""
    path = op.col.path
    if len(path) < 2 or not _a_total(path[-1]):
        return None
    parent = path[-2]
    words = {stem(w) for w in _words(parent) if not w.isdigit()}
    if not words or words & said:
        return None
    for c in op.tv.cols:
        if c is op.col or not c.numeric or len(c.path) >= 2 and c.path[-2] == parent:
            continue
        if c.path and not _a_total(c.path[-1]) and not c.years - op.col.years:
            cell = op.tv.cell(op.row, c)
            other = Operand(op.tv, op.row, c, cell)
            if other.number is not None and other.unit != "%":
                return other
    return None


def _a_total(header: str) -> bool:
    """A header that is the sum's word alone ("Total"; lexicon ``label_operations``)."""
    words = _words(header)
    return len(words) == 1 and lexicon.mapping("label_operations").get(words[0]) == "sum"


def _negative_best_of(p: Plan, a) -> Plan:
    """Which of several negative values is "higher" (or "more", "larger") has two readings: the
    number (-56,619 > -232,354) or the size a reader means by a larger expense or loss. Neither is
    answered as fact, unless the question compares what was spent ("which was the higher cost",
    "spend more on") and every value is on a cost line (a label printing a cost word and no income
    word, "Distribution costs"): the larger cost is then the larger size, compared by it."""
    if p.status != "answered" or p.op not in ("argmax", "argmin", "compare"):
        return p
    nums = [o.number for o in p.operands]
    if nums and all(x is not None and x < 0 for x in nums):
        if _costs_compared(a, p):
            return _by_size(p, a)
        return Plan("ambiguous", p.op, "refused", p.operands,
                    reason="every compared value is negative, so which is higher depends on whether size "
                           "or sign is meant")
    return p


def _costs_compared(a, p: Plan) -> bool:
    """The question speaks of spending and every compared value is a cost line's."""
    cost, income = (lexicon.cue_pattern(k) for k in ("cost_lines", "income_lines"))
    syn = default_synonyms()

    def cost_line(o: Operand) -> bool:  # its label, or a phrase of its concept ("Research and development"), says cost
        label = fold(o.row.path[-1]) if o.row.path else ""
        said = [label] + ([fold(x) for x in syn.phrases(o.row.row.concept)] if o.row.row.concept else [])
        return not income.search(label) and any(cost.search(t) and not income.search(t) for t in said)

    return a.says("spending") and all(cost_line(o) for o in p.operands)


def _by_size(p: Plan, a) -> Plan:
    """The comparison made over the values' sizes: the winner is the larger (or smaller) cost."""
    sizes = [abs(o.number) for o in p.operands]
    if len(set(sizes)) < len(sizes):
        return Plan("ambiguous", p.op, "refused", p.operands, reason="the compared costs are equal")
    want_max = p.op == "argmax" or (p.op == "compare" and a.direction != "min")
    best = (max if want_max else min)(range(len(sizes)), key=lambda i: sizes[i])
    p.value = p.operands[best].label
    p.links["by_size"] = True
    return p


def _sign_asked(a, p: Plan) -> Plan:
    """Rule 27: the sign an instruction asks of a one-cell answer."""
    if a.sign_asked is None or p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or \
            not isinstance(p.value, float | int) or p.links.get("formula") is not None:
        return p
    sign, word = a.sign_asked
    op = p.operands[0]
    if sign == "positive" and p.value < 0:
        return p.model_copy(update={"value": abs(p.value), "links": {**p.links, "formula": ("abs", 0)}})
    if sign == "negative" and p.value > 0 and word and _names_alone(op.row.text, word):
        return Plan("not_found", p.op, "refused", p.operands,
                    reason=f"'{op.row.text}' names the {word} itself: its amount is printed as a size, and "
                           "the question asks it signed")
    return p


def _names_alone(label: str, word: str) -> bool:
    """Whether a label prints ``word`` outside brackets and not after a slash ("Accumulated deficit",
    not "Retained earnings/(accumulated deficit)" or "Income tax provision (benefit)")."""
    root = stem(word)
    depth, after_slash, outside = 0, False, []
    for ch in label.lower():
        if ch in "()/":
            depth += (ch == "(") - (ch == ")" and depth > 0)
            after_slash = after_slash or ch == "/"
            outside.append(" ")
        else:
            outside.append(ch if not depth and not after_slash else " ")
    return any(stem(w) == root for w in tokens("".join(outside)))
