"""bench/aitqa-style13: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style13/make_questions.py

Each question is a spec over one Doc: a cell (row label, the enclosing section when the label repeats, a
column key), two cells for a difference or percent change, several cells for a sum, candidate rows for a
comparison or a count, or an absent term for an unanswerable question. The wording is written by hand; the
answer (value, raw, unit, scale), the evidence page and the hard-case tags come from the table.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
from engine import MARKER, fmt, parse, strip_marker  # noqa: E402

PREFIX, SOURCE = "as13-", "aitqa-style13"
KPI = re.compile(r"patronage|gross margin|per ton|average (selling )?price|utilization|substitution|heat consumption|"
                 r"clinker|net win|win per unit|\bhold\b|handle|EBITDA|RevPOR|RevPAR|occupancy|resident fee|"
                 r"same-club|\bdues\b|net generation|capacity factor|availability|realized|\bPPA\b|merchant|\bRECs\b|"
                 r"cash available|\bCAFD\b|per LP unit|heating degree|unit margin|tuition|\bFTE\b|licensed capacity|"
                 r"remaining contract|application equipment", re.I)
TOP = "-"   # section value for a row that sits under no section heading


def C(label, col, section=None):
    return (label, section, col)


def L(text, label, col, section=None, para=False, grp=False):
    """a one-cell lookup; grp: the question names the column only by its group heading (one column under it)"""
    return dict(kind="cell", text=text, cells=[C(label, col, section)], para=para, grp=grp)


def DIFF(text, a, b, para=False):
    return dict(kind="difference", text=text, cells=[a, b], para=para, grp=False)


def PCT(text, new, old, para=False):
    return dict(kind="percent_change", text=text, cells=[new, old], para=para, grp=False)


def SUM(text, cells, para=False):
    return dict(kind="sum", text=text, cells=cells, para=para, grp=False)


def CMP(text, labels, col, section=None, mode="max", para=False):
    return dict(kind="comparison", text=text, cells=[C(x, col, section) for x in labels], mode=mode, para=para,
                grp=False)


def CNT(text, labels, col, pred, section=None, para=False):
    """count of the candidate rows whose cell satisfies pred: ('gt', x) | ('lt', x) | ('eq', x)"""
    return dict(kind="count", text=text, cells=[C(x, col, section) for x in labels], pred=pred, para=para,
                grp=False)


def NA(text, term):
    return dict(kind="unanswerable", text=text, term=term, cells=[], para=False, grp=False)


def holds(v, pred):
    op, x = pred
    v = parse(v) if isinstance(v, str) else (0 if v is None else v)
    v = 0 if v is None else v
    return v == x if op == "eq" else v > x if op == "gt" else v < x


def labels(rows):
    return [strip_marker(x[0]) for x in rows]


UPPER_MW = labels(M.FER_LOC["Upper Midwest:"])
US_PLANTS = labels(M.CEM_PLANTS["U.S. plants:"])
UK_PLANTS = labels(M.CEM_PLANTS["U.K. plants:"])
RACINOS = labels(M.RAC_PROP["Racinos:"])
CASINOS = labels(M.RAC_PROP["Casinos:"])
TXSW = labels(M.SNR_ST["Texas and Southwest:"])
FIT_SE = labels(M.FIT_US["Southeast:"])
SPP = labels(M.WND_PROJ["Wind:"]["SPP (Oklahoma and Kansas):"])
PRP_NE = labels(M.PRP_ST["Northeast:"])
CHD_STATES = labels(M.CHD_US)
SHIP, PRICE = "Shipments (in thousands of units):", "Average selling price per unit:"
TH, HA = "Thoroughbred racing:", "Harness racing:"
SAME, CONS = "Same-community portfolio (c):", "Consolidated portfolio:"
CO_CL, FR_CL = "Company-owned clubs:", "Franchised clubs:"
WIND, SOLAR = "Wind:", "Solar:"
PROP, FUEL = "Propane:", "Fuel oil and refined fuels:"
HDD, GAL = "Heating degree days (a):", "Retail propane gallons sold (millions):"
MAT, RAMP = "Mature centers (a):", "Ramping centers (b):"
Y1418 = "Opened 2014\u20132016"
Y1718 = "Opened 2017\u20132018"

SPECS = {
    # ------------------------------------------------------------------ Corrisdale Farmers Cooperative
    "t01": [
        L("How many agronomy retail locations does Corrisdale lease in Nebraska?", "Nebraska", "lse"),
        L("What is the anhydrous ammonia storage capacity at Corrisdale's Kansas locations?", "Kansas", "nh3",
          grp=True),
        L("Corrisdale dry fertilizer storage in Saskatchewan, thousands of tons", "Saskatchewan", "dry"),
        L("How much application equipment does the cooperative have in Illinois?", "Illinois", "app"),
        L("What's the total number of retail locations Corrisdale runs in Canada?", "Total Int'l", "tl"),
        CNT("In how many of the Upper Midwest states does Corrisdale own more than 10 retail locations?", UPPER_MW,
            "own", ("gt", 10)),
        DIFF("How many more owned retail locations does Corrisdale have in the U.S. than in Canada?",
             C("Total U.S.", "own"), C("Total Int'l", "own")),
        NA("How many retail locations does Corrisdale have in Wyoming?", "Wyoming"),
    ],
    "t02": [
        L("What was the average selling price per ton of urea in fiscal 2018?", "Urea", "p18"),
        L("How many tons of UAN did Corrisdale sell in FY2019?", "UAN solutions", "t19", para=True),
        L("total phosphate tons sold fiscal 2018", "Total phosphate", "t18"),
        L("By what percentage did the average price of anhydrous amonia change from fiscal 2018 to 2019?",
          "Anhydrous ammonia", "pc", grp=True),
        DIFF("In fiscal 2019, how much more per ton did MAP sell for than DAP?",
             C("Monoammonium phosphate (MAP)", "p19"), C("Diammonium phosphate (DAP)", "p19"), para=True),
        SUM("Combined tonnage of anhydrous ammonia and urea sold in fiscal 2019? Answer in thousands of tons.",
            [C("Anhydrous ammonia", "t19"), C("Urea", "t19")]),
    ],
    "t03": [
        L("What were Corrisdale's Nitrogen segment net sales in fiscal 2018?", "Net sales", "n18"),
        L("Agronomy Retail gross margin in dollars, fiscal 2019", "Gross margin", "r19"),
        L("What figure does the segment table show for consolidated interest expense, net, in fiscal 2019?",
          "Interest expense, net", "c19"),
        L("Could you give me the Phosphate segment's earnings before income taxes for fiscal 2018?",
          "Earnings before income taxes", "p18"),
        L("What was the gross margin percentage of the phosphate business in fiscal 2019?",
          "Gross margin percentage", "p19"),
        PCT("By how much, in percent, did Nitrogen gross margin grow from fiscal 2018 to fiscal 2019?",
            C("Gross margin", "n19"), C("Gross margin", "n18")),
        NA("What were the potash segment's net sales in fiscal 2019?", "potash"),
    ],
    "t04": [
        L("How much of the patronage on nitrogen products for fiscal 2019 was paid in cash?", "Nitrogen products",
          "c19"),
        L("Qualified equity allocated on phosphate purchases in FY2018?", "Phosphate products", "q18", para=True),
        L("What was the total patronage allocated to members in fiscal 2018?", "Total patronage allocated", "t18"),
        L("What share of fiscal 2019 patronage went out as nonqualified equity?",
          "Distribution of total patronage", "n19"),
        SUM("Add up the cash patronage on nitrogen and phosphate products for fiscal 2018.",
            [C("Nitrogen products", "c18"), C("Phosphate products", "c18")]),
    ],
    # ------------------------------------------------------------------ Kilbrannock Cement Company
    "t05": [
        L("What is the clinker capacity of Kilbrannock's plant in Sealy, Texas?", "Sealy, Texas", "cap"),
        L("probable limestone reserves at the Forfar plant", "Forfar, Scotland", "pb"),
        L("How many kilns does Kilbrannock operate in the U.K.?", "Total U.K.", "kil"),
        L("Is the limestone quarry that supplies the Lebanon, Tennessee plant owned or leased?",
          "Lebanon, Tennessee", "ten"),
        CMP("Which U.S. cement plant of Kilbrannock has the longest reserve life?", US_PLANTS, "life"),
        NA("What is the clinker capacity of Kilbrannock's cement plant in Ireland?", "Ireland"),
    ],
    "t06": [
        L("How many cubic yards of ready-mix concrete did Kilbrannock ship in the U.K. in 2018?", "U.K.", "r18",
          SHIP),
        L("What was the average selling price of cement in the U.S. Central market in 2019?", "U.S. Central", "c19",
          PRICE),
        L("kilbrannock intersegment aggregates shipments 2019", "Less: intersegment shipments", "g19"),
        L("Net external cement shipments in 2018?", "Net external shipments", "c18"),
        DIFF("How much did the average price of aggregates in the U.S. Southeast go up from 2018 to 2019?",
             C("U.S. Southeast", "g19", PRICE), C("U.S. Southeast", "g18", PRICE)),
        PCT("What was the percent change in total aggregates shipments from 2018 to 2019?",
            C("Total shipments", "g19"), C("Total shipments", "g18")),
    ],
    "t07": [
        L("Per-ton cost of natural gas in 2019", "Natural gas", "p19"),
        L("How much did Kilbrannock spend on freight and distribution in 2018 (in thousands)?",
          "Freight and distribution", "a18"),
        L("What was the total energy cost per ton of cement in 2018?", "Total energy", "p18"),
        L("What was the change in cost per ton for maintenance and repairs?", "Maintenance and repairs", "cp",
          grp=True),
        SUM("What did coal and petroleum coke plus natural gas cost Kilbrannock's cement segment in 2019 "
            "altogether?", [C("Coal and petroleum coke", "a19"), C("Natural gas", "a19")]),
        NA("What was Kilbrannock's 2019 cost of slag purchases?", "slag"),
    ],
    "t08": [
        L("Kiln utilization at Marion, Iowa in 2018?", "Marion, Iowa", "u18"),
        L("How much clinker did the Kendal plant produce in 2019?", "Kendal, England", "k19"),
        L("alternative fuel substitution rate, U.K. plants in total, 2019", "Total U.K.", "s19"),
        L("What is the heat consumption of the kiln at Belen, New Mexico?", "Belen, New Mexico", "hc", grp=True),
        DIFF("By how many percentage points did kiln utilization at Thomaston change from 2018 to 2019?",
             C("Thomaston, Georgia", "u19"), C("Thomaston, Georgia", "u18")),
        CNT("How many of Kilbrannock's U.K. plants got more than 20% of their kiln energy from alternative fuels in "
            "2019?", UK_PLANTS, "s19", ("gt", 20)),
    ],
    # ------------------------------------------------------------------ Fellmarsh Downs Gaming & Racing
    "t09": [
        L("How many slot machines are there at Fellmarsh's Lima, Ohio racino?", "Lima, Ohio", "sl"),
        L("How many hotel rooms does the Biloxi casino have?", "Biloxi, Mississippi", "hr"),
        L("Total number of table games at Fellmarsh's casinos?", "Total casinos", "tg"),
        L("Which breed is raced at the Parkersburg track?", "Parkersburg, West Virginia", "br"),
        SUM("How many slot machines do the two Ohio racinos have between them?",
            [C("Zanesville, Ohio", "sl"), C("Lima, Ohio", "sl")]),
        NA("How many slot machines are at Fellmarsh's Las Vegas property?", "Las Vegas"),
    ],
    "t10": [
        L("What was slot net win at Zanesville in 2018?", "Zanesville, Ohio", "sw18"),
        L("slot win per unit per day Sioux City 2019", "Sioux City, Iowa", "su19"),
        L("Table games hold percentage at Lake Charles in 2018?", "Lake Charles, Louisiana", "th18"),
        L("What was total table games net win at the casinos in 2019, in thousands of dollars?", "Total casinos",
          "tw19"),
        DIFF("By how many dollars did Kokomo's slot win per unit per day change from 2018 to 2019?",
             C("Kokomo, Indiana", "su19"), C("Kokomo, Indiana", "su18")),
        CMP("Which racino had the highest slot win per unit per day in 2019?", RACINOS, "su19", "Racinos:"),
    ],
    "t11": [
        L("What was Fellmarsh's on-track live handle for harness racing in 2019?", "On-track live", "h19", HA),
        L("thoroughbred ADW net revenue 2018", "Advance deposit wagering", "r18", TH, para=True),
        L("What was the percentage change in harness export simulcast handle?", "Export simulcast", "hc", HA),
        L("Total pari-mutuel handle in 2018?", "Total pari-mutuel", "h18"),
        DIFF("How much lower were thoroughbred import simulcast revenues in 2019 than in 2018?",
             C("Import simulcast", "r18", TH), C("Import simulcast", "r19", TH)),
        NA("What was Fellmarsh's quarter horse handle in 2019?", "quarter horse"),
    ],
    "t12": [
        L("What was the Adjusted EBITDA margin at Sioux City in 2019?", "Sioux City, Iowa", "m19"),
        L("Net revenues of the Mercer racino in 2018?", "Mercer, Pennsylvania", "n18"),
        L("corporate and other adjusted EBITDA 2019", "Corporate and other", "e19"),
        PCT("By what percentage did Fellmarsh's total Adjusted EBITDA grow from 2018 to 2019?", C("Total", "e19"),
            C("Total", "e18")),
        SUM("What were the combined 2019 net revenues of the Zanesville and Lima racinos?",
            [C("Zanesville, Ohio", "n19"), C("Lima, Ohio", "n19")]),
        CNT("How many of Fellmarsh's casinos had an Adjusted EBITDA margin above 30% in 2019?", CASINOS, "m19",
            ("gt", 30)),
    ],
    # ------------------------------------------------------------------ Ambercliffe Senior Living
    "t13": [
        L("How many communities does Ambercliffe lease in Georgia?", "Georgia", "cl"),
        L("Number of units Ambercliffe manages in Arizona", "Arizona", "um"),
        L("How many owned units does Ambercliffe have in the Midwest?", "Total Midwest", "uo"),
        L("How many communities does Ambercliffe operate in total, across all states?", "Total Ambercliffe", "ct"),
        L("What is the total number of leased units in Ambercliffe's portfolio?", "Total Ambercliffe", "ul"),
        CNT("In how many Texas and Southwest states does Ambercliffe own more than 1,000 units?", TXSW, "uo",
            ("gt", 1000)),
        NA("How many communities does Ambercliffe have in Hawaii?", "Hawaii"),
    ],
    "t14": [
        L("Same-community assisted living and memory care occupancy in 2018?", "Assisted Living and Memory Care",
          "o18", SAME),
        L("What was the RevPOR of CCRCs in the consolidated portfolio in 2019?", "CCRCs", "p19", CONS),
        L("RevPAR, same-community independent living, 2019", "Independent Living", "a19", SAME),
        DIFF("By how many percentage points did total consolidated occupancy rise from 2018 to 2019?",
             C("Total consolidated", "o19"), C("Total consolidated", "o18")),
        PCT("By what percent did same-community total RevPOR rise in 2019?", C("Total same-community", "p19"),
            C("Total same-community", "p18")),
        NA("What was the occupancy of Ambercliffe's skilled nursing facilities in 2019?", "skilled nursing"),
    ],
    "t15": [
        L("Please tell me how much Medicaid revenue Ambercliffe recorded in 2019.", "Medicaid", "a19"),
        L("What percentage of 2018 total revenue came from management fees?", "Management fees", "s18"),
        L("Entrance fee amortisation in 2018, in thousands", "Entrance fee amortization", "a18"),
        L("total resident fees 2019", "Total resident fees", "a19"),
        SUM("What were Medicare and Medicaid revenues combined in 2018?", [C("Medicare", "a18"), C("Medicaid", "a18")]),
    ],
    "t16": [
        L("How many independent living units did development openings add in 2019?", "Development openings", "uil"),
        L("What does the roll-forward show for dispositions of assisted living and memory care communities?",
          "Dispositions", "cal"),
        L("Total units at December 31, 2019", "Balance at December 31, 2019", "utt"),
        L("How many CCRC units did Ambercliffe have at the start of 2019?", "Balance at December 31, 2018", "ucc",
          para=True),
        DIFF("By how many communities did Ambercliffe's total portfolio change during 2019?",
             C("Balance at December 31, 2019", "ctt"), C("Balance at December 31, 2018", "ctt")),
    ],
    # ------------------------------------------------------------------ Tumblewyck Fitness Clubs
    "t17": [
        L("How many franchised clubs are open in Ohio?", "Ohio", "fo"),
        L("How many company-owned clubs did Tumblewyck open in Florida during 2019?", "Florida", "on"),
        L("System-wide clubs in Scotland?", "Scotland", "sys", grp=True),
        L("Tumblewyck members in Ontario, in thousands", "Ontario", "mem"),
        L("total Int'l franchised clubs open at year end", "Total Int'l", "fo"),
        CMP("Which Southeast state has the most Tumblewyck clubs system-wide?", FIT_SE, "sys"),
        NA("How many clubs does Tumblewyck have in Australia?", "Australia"),
    ],
    "t18": [
        L("What was Int'l personal training revenue in 2018?", "Personal training", "i18"),
        L("U.S. royalties, 2019 (in millions)", "Royalties", "u19"),
        L("What was the change in total enrollment and annual fees, in percent?", "Enrollment and annual fees", "pc",
          grp=True),
        L("What were Tumblewyck's total franchise operations revenues in 2019?", "Total franchise operations", "t19"),
        DIFF("How much more did U.S. membership dues bring in in 2019 than in 2018?", C("Membership dues", "u19"),
             C("Membership dues", "u18")),
    ],
    "t19": [
        L("Average monthly dues for a Premier membership at franchised clubs in 2019?", "Premier", "d19", FR_CL),
        L("How many Classic members did company-owned clubs have at the end of 2018?", "Classic", "m18", CO_CL),
        L("What share of system members were company-owned Premier members?", "Premier", "sh", CO_CL, grp=True),
        DIFF("How much higher were average monthly dues for company-owned Premier members than for franchised "
             "Premier members in 2019?", C("Premier", "d19", CO_CL), C("Premier", "d19", FR_CL)),
        SUM("Total Classic members at year-end 2019, company-owned and franchised together?",
            [C("Classic", "m19", CO_CL), C("Classic", "m19", FR_CL)]),
        NA("What are the average monthly dues for corporate wellness memberships?", "corporate wellness"),
    ],
    "t20": [
        L("Average revenue per club in 2018 for U.K. clubs opened between 2014 and 2016?", Y1418, "r18", "U.K.:"),
        L("club-level EBITDA margin of Canadian clubs opened 2013 and earlier, 2019", "Opened 2013 and earlier",
          "e19", "Canada:"),
        L("How many of the U.S. company-owned clubs were opened in 2017\u20132018?", Y1718, "n", "U.S.:"),
        L("What was the same-club revenue growth for all company-owned clubs?", "Total company-owned clubs", "ss",
          grp=True),
        DIFF("By how many points did the club-level EBITDA margin of U.S. clubs opened 2017\u20132018 improve from "
             "2018 to 2019?", C(Y1718, "e19", "U.S.:"), C(Y1718, "e18", "U.S.:")),
    ],
    # ------------------------------------------------------------------ Gorsewind Renewable Partners
    "t21": [
        L("What is the net capacity of the Wyndle Creek wind project?", "Wyndle Creek Wind", "n"),
        L("When does the PPA for Aspley Draw Wind expire?", "Aspley Draw Wind", "ex"),
        L("What type of counterparty buys the power from Lannerfield Wind?", "Lannerfield Wind", "cp"),
        L("Combined net capacity of Gorsewind's ERCOT solar projects, in MW?", "Total ERCOT", "n", SOLAR),
        L("remaining contract term of Dapplemere Solar", "Dapplemere Solar", "rt"),
        CNT("How many of Gorsewind's SPP wind projects began commercial operation before 2012?", SPP, "cod",
            ("lt", 2012)),
        NA("What's the net capacity of Gorsewind's offshore wind farm?", "offshore"),
    ],
    "t22": [
        L("Net generation from SPP wind in 2018?", "SPP", "g18"),
        L("capacity factor of ERCOT solar, 2019", "ERCOT (Texas)", "f19", SOLAR),
        L("What was the availability of the Alberta wind fleet in 2019?", "Alberta", "a19"),
        DIFF("By how many percentage points did the total wind capacity factor change from 2018 to 2019?",
             C("Total wind", "f19"), C("Total wind", "f18")),
        PCT("By what percent did total portfolio net generation change from 2018 to 2019?",
            C("Total portfolio", "g19"), C("Total portfolio", "g18")),
        NA("What was the capacity factor of Gorsewind's hydro plants in 2019?", "hydro"),
    ],
    "t23": [
        L("PPA revenue from MISO wind in 2019?", "MISO", "p19"),
        L("merchant revenue ERCOT solar 2018", "ERCOT (Texas)", "m18", SOLAR),
        L("What did realized hedge settlements contribute to merchant revenues in 2019?",
          "Realized hedge settlements", "m19"),
        L("Gorsewind's average realized price per MWh in 2018?", "Average realized price per MWh", "t18"),
        SUM("What were Gorsewind's total 2019 operating revenues from ERCOT, wind and solar together?",
            [C("ERCOT (Texas)", "t19", WIND), C("ERCOT (Texas)", "t19", SOLAR)]),
        DIFF("How much did SPP wind PPA revenue fall from 2018 to 2019?", C("SPP", "p18"), C("SPP", "p19")),
    ],
    "t24": [
        L("Gorsewind's Adjusted EBITDA in 2017?", "Adjusted EBITDA", "y17"),
        L("principal amortization of project debt 2019", "Principal amortization of project debt", "y19"),
        L("What were distributions declared per LP unit in 2018?", "Distributions declared per LP unit", "y18"),
        L("How much did cash available for distribution change from 2018 to 2019?",
          "Cash available for distribution", "ch", grp=True),
        DIFF("How much higher was net income in 2019 than in 2017?", C("Net income (loss)", "y19"),
             C("Net income (loss)", "y17")),
        NA("What was Gorsewind's cash available for distribution in 2016?", "2016"),
    ],
    # ------------------------------------------------------------------ Quiltmere Propane Partners
    "t25": [
        L("How many customer service centers does Quiltmere lease in Vermont?", "Vermont", "l"),
        L("Bulk storage capacity in Michigan?", "Michigan", "blk", grp=True),
        L("retail customers in Washington (thousands)", "Washington", "cust"),
        L("How many owned customer service centers does Quiltmere have in the West region?", "Total West", "o"),
        SUM("How many customer tanks does Quiltmere own in Maine and New Hampshire combined? Answer in thousands.",
            [C("Maine", "tank"), C("New Hampshire", "tank")]),
        CMP("Which Northeast state has the largest bulk storage capacity?", PRP_NE, "blk"),
    ],
    "t26": [
        L("How many gallons of propane did Quiltmere sell to agricultural customers in fiscal 2018? Answer in "
          "millions.", "Agricultural", "g18"),
        L("Unit margin on residential fuel oil in fiscal 2019 (cents per gallon)?", "Residential", "m19", FUEL),
        L("What was the unit margin on total propane in fiscal 2018?", "Total propane", "m18"),
        L("commercial propane revenues FY2019", "Commercial", "r19", PROP),
        L("What were total retail revenues in fiscal 2018?", "Total retail", "r18"),
        PCT("By what percentage did total propane gallons sold change from fiscal 2018 to fiscal 2019?",
            C("Total propane", "g19"), C("Total propane", "g18")),
        NA("What were Quiltmere's wholesale propane revenues in fiscal 2019?", "wholesale"),
    ],
    "t27": [
        L("Actual heating degree days in the second quarter of fiscal 2019?", "Actual", "q2_19"),
        L("How many gallons did Quiltmere sell in the Midwest in the first quarter of fiscal 2018?", "Midwest",
          "q1_18"),
        L("How much warmer than normal was fiscal 2018 as a whole?", "Warmer (colder) than normal", "yr_18"),
        SUM("Northeast retail propane gallons in the first two quarters of fiscal 2019 combined?",
            [C("Northeast", "q1_19"), C("Northeast", "q2_19")]),
        DIFF("In the first quarter of fiscal 2019, how many fewer heating degree days than normal were there?",
             C("Normal", "q1_19"), C("Actual", "q1_19")),
        NA("What were the heating degree days in fiscal 2017?", "2017"),
    ],
    # ------------------------------------------------------------------ Larkspindle Early Learning
    "t28": [
        L("How many employer-sponsored centers does Larkspindle operate in Massachusetts?", "Massachusetts", "es"),
        L("Licensed capacity in the Netherlands?", "Netherlands", "cap"),
        L("How many retail centers does Larkspindle have in the U.K.?", "U.K.", "rt"),
        L("How many of its U.S. centers does Larkspindle own?", "Total U.S.", "ow"),
        CNT("In how many of the U.S. states listed does Larkspindle own at least five centers?", CHD_STATES, "ow",
            ("gt", 4)),
        NA("How many centers does Larkspindle run in Germany?", "Germany"),
    ],
    "t29": [
        L("Int'l infant and toddler tuition in 2018?", "Infant and toddler", "in18"),
        L("What was the gross margin of the U.S. full-service business in 2019?", "Gross margin", "us19"),
        L("How much did back-up care fees bring in during 2019?", "Back-up care fees", "bu19"),
        L("Total revenue of the U.S. full-service center-based care segment in 2018", "Total revenue", "us18"),
        PCT("By what percent did Int'l full-service total revenue grow from 2018 to 2019?",
            C("Total revenue", "in19"), C("Total revenue", "in18")),
    ],
    "t30": [
        L("average monthly tuition per FTE at mature U.K. centers in 2019", "U.K.", "t19", MAT),
        L("Occupancy of ramping centers in the Netherlands, 2018", "Netherlands", "o18", RAMP),
        L("What was the average FTE enrollment across all full-service centers in 2019?",
          "All full-service centers", "f19"),
        DIFF("By how many points did the occupancy of U.S. ramping centers increase from 2018 to 2019?",
             C("U.S.", "o19", RAMP), C("U.S.", "o18", RAMP)),
        CMP("Among mature centers, which country had the highest occupancy in 2019?", ["U.S.", "U.K.", "Netherlands"],
            "o19", MAT),
        NA("What was the occupancy of Larkspindle's centers in Spain?", "Spain"),
    ],
}


def docs():
    return {d.key: d for d in M.docs()}


def page_of(doc, row):
    i = doc.rows.index(row)
    return 1 if doc.split is None or i < doc.split else 2


def find(doc, label, section):
    """the one non-section row with this label (marker stripped); section: None (any), TOP (no enclosing section),
    or one enclosing section label (exact, as printed)"""
    hits = [r for r in doc.rows if strip_marker(r.label) == label and r.kind != "section"]
    if section == TOP:
        hits = [r for r in hits if not doc.sections(r)]
    elif section is not None:
        hits = [r for r in hits if any(s.label == section for s in doc.sections(r))]
    if len(hits) != 1:
        raise KeyError(f"{doc.key}: row {label!r} in {section!r}: {len(hits)} matches")
    return hits[0]


def resolve(doc, cell):
    label, section, ck = cell
    return find(doc, label, section), doc.col(ck)


def has_marker(s):
    return bool(MARKER.search(s))


def group_only_ok(doc, col):
    """the column's group heading has exactly this one column under it"""
    if len(col.path) < 2:
        return False
    return sum(1 for c in doc.cols if tuple(c.path[:-1]) == tuple(col.path[:-1])) == 1


def tags(doc, spec, cells, kind):
    t = [f"style:{doc.style}"]
    if doc.orient == "landscape":
        t.append("landscape")
    if doc.pages() > 1:
        t.append("table_over_pages")
    t.append("multi_row_header")
    if doc.nhead() >= 3:
        t.append("three_header_rows")
    if any(doc.leaf_repeats(c) for _, c in cells):
        t.append("column_hierarchy_needed")
    if any(doc.label_repeats(r) for r, _ in cells):
        t.append("row_hierarchy_needed")
    if any(r.level > 0 for r, _ in cells):
        t.append("indented_row")
    if any(has_marker(r.label) or any(has_marker(h) for h in c.path) or
           any(has_marker(s.label) for s in doc.sections(r)) for r, c in cells):
        t.append("footnote_marker")
    if any(doc.printed(r, c).startswith(("(", "$(")) for r, c in cells):
        t.append("negative_in_parens")
    scales = {doc.unit_scale(r, c)[1] for r, c in cells if not isinstance(r.vals.get(c.key), str)}
    for s, name in ((0.01, "scale_cents"), (1000, "scale_thousands"), (1000000, "scale_millions")):
        if s in scales:
            t.append(name)
    if any(page_of(doc, r) == 2 for r, _ in cells):
        t.append("second_page")
        if not doc.repeat_header:
            t.append("header_not_repeated")
        if any(r.kind == "total" and doc.rows.index(r) == doc.split for r, _ in cells):
            t.append("total_after_page_break")
    if spec["grp"]:
        t.append("column_named_by_group_only")
    if KPI.search(spec["text"]):
        t.append("kpi_term")
    if spec["para"]:
        t.append("paraphrase")
    if doc.sep_dollar and any(doc.dollar_mark(r, c) for r, c in cells):
        t.append("currency_sign_column")
    if kind in ("difference", "percent_change", "sum", "comparison", "count"):
        t.append("answer_in_several_cells")
    return t


def number_answer(value, raw, unit, scale):
    return {"kind": "number", "value": value, "raw": raw, "unit": unit, "scale": scale, "conditions": []}


def decimals(s):
    m = re.search(r"\.(\d+)", s)
    return len(m.group(1)) if m else 0


def gold(doc, spec, cells):
    kind = spec["kind"]
    if kind == "unanswerable":
        return "unanswerable", {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None,
                                "conditions": []}
    if kind == "cell":
        (r, c), = cells
        s = doc.printed(r, c)
        v = r.vals[c.key]
        if isinstance(v, str):
            return "lookup", {"kind": "text", "value": strip_marker(s), "raw": s, "unit": None, "scale": None,
                              "conditions": []}
        unit, scale = doc.unit_scale(r, c)
        return "lookup", number_answer(parse(s), s, unit, scale)
    if kind == "comparison":
        vals = [(r.vals[c.key], strip_marker(r.label)) for r, c in cells]
        best = (max if spec["mode"] == "max" else min)(vals)
        assert sum(1 for v, _ in vals if v == best[0]) == 1, (doc.key, spec["text"], "tie")
        return "comparison", {"kind": "text", "value": best[1], "raw": best[1], "unit": None, "scale": None,
                              "conditions": []}
    if kind == "count":
        n = sum(1 for r, c in cells if holds(r.vals.get(c.key), spec["pred"]))
        return "count", number_answer(n, str(n), None, None)
    us = {doc.unit_scale(r, c) for r, c in cells}
    assert len(us) == 1, (doc.key, spec["text"], us)
    unit, scale = us.pop()
    nums = [parse(doc.printed(r, c)) for r, c in cells]
    dec = max(decimals(doc.printed(r, c)) for r, c in cells)
    if kind == "percent_change":
        new, old = nums
        v = round((new - old) / abs(old) * 100, 1)
        return "percent_change", number_answer(v, fmt(v, 1, pct=True), "%", 1)
    v = nums[0] - nums[1] if kind == "difference" else sum(nums)
    v = round(v, dec)
    if dec == 0:
        v = int(v)
    return kind, number_answer(v, fmt(v, dec, pct=(unit == "%")), unit, scale)


def build():
    D = docs()
    out, n = [], 0
    for key in sorted(SPECS):
        doc = D[key]
        for spec in SPECS[key]:
            n += 1
            cells = [resolve(doc, c) for c in spec["cells"]]
            if spec["grp"]:
                assert group_only_ok(doc, cells[0][1]), (key, spec["text"])
            cat, ans = gold(doc, spec, cells)
            if cat == "unanswerable":
                pages = list(range(1, doc.pages() + 1))
                t = [f"style:{doc.style}", "multi_row_header"] + (["landscape"] if doc.orient == "landscape" else []) \
                    + (["table_over_pages"] if doc.pages() > 1 else []) + (["kpi_term"] if KPI.search(spec["text"])
                                                                          else [])
            else:
                pages = sorted({page_of(doc, r) for r, _ in cells})
                t = tags(doc, spec, cells, cat)
            out.append({
                "id": f"{PREFIX}{n:03d}",
                "question": spec["text"],
                "category": cat,
                "answer": ans,
                "evidence": [{"doc": M.pdf_name(doc), "page": p} for p in pages],
                "source": SOURCE,
                "hard_cases": t,
                "question_type": "KPI-driven" if KPI.search(spec["text"]) else "Table-driven",
            })
    return out


def main():
    qs = build()
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    from collections import Counter
    print(f"wrote {len(qs)} questions; categories {dict(Counter(q['category'] for q in qs))}")


if __name__ == "__main__":
    main()
