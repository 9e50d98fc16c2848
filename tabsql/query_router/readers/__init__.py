"""The readers: each reads one shape of question from the analysis (``Analysis``) and the index,
and proposes a plan (or keeps the one it is given). The arbiter (``query_router.arbiter``) runs
them in its documented order; a reader never plans another shape.

- ``arithmetic``: shares of a total, differences of averages, named ratios, sums and averages over
  years ("What percentage of total revenue is X in 2019?" -> part / whole * 100, both cells cited);
- ``spans``: names, years, lists and counts read off a table's structure ("In which year was
  Sensors the largest?" -> argmax over the row's year columns);
- ``open_domain``: a second, scored reading over every table's lines for a question naming no
  document ("What was the change in Sensors in 2019 from 2018?" -> one line's two year cells);
  it fills a refusal or vetoes a guess it disagrees with;
- ``measures``: derived measures from ``tabsql/data/measures.yaml`` ("free cash flow in 2019" ->
  operating cash flow - |capital expenditure|);
- ``line_total``: "how many" of a line is its Total column ("How many Boeing 737-800 did American
  have?" -> the line's Total, the sum of its Owned and Leased columns);
- ``column_total``: "how many" of a column is its total line ("How many aircraft did Southwest
  lease?" -> the "Totals" line of "Number Leased", not a count of the type rows);
- ``listed_lines``: "how many" of the things a name table lists is its number of lines, their
  average a column's mean over them ("How many executive officers are there?", "their average age"
  over a "Name | Age | Title" table announced as listing them);
- ``period_total``: a span of months asked is the line covering exactly those months ("the average
  price paid per share in the last 3 months of 2018" -> the Total line under October .. December);
- ``enumeration``, ``subtotal``, ``product_match``: the members a question lists by short names,
  the items a subtotal adds up, a product named in another language's price list; read by
  ``route.plan``.
"""
