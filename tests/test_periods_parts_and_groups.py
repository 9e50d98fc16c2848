"""More readings session 33 found, through ingest and ask() on reportlab tables, each asked of its own document:

- a change "between 2022/23 and 2023/24" runs forward in time over labels that span years;
- a mean of one line over two years refuses where one year's cell is read off another line;
- "X net of Y", where the line prints X and Y, is X less Y; the part's own cell is never X;
- "which <group> was ..." asks which of the group's lines, never one line's figure;
- "the six months to 30 June" names a half year ("H1 2025");
- a closing bracket of scale and unit ("(million m³)") is an instruction, honoured in the answer;
- "in aggregate" over two lines a shared word names is their sum, beside a grand total of more lines;
- "fiscal 2021, the year that ended January 29, 2022" is one period;
- a column headed a rate whose first figure prints "%" holds percents, which the table's scale leaves alone;
- a box drawn round groups of columns (a cell holding whole rows of figures) is read as a text table;
- "owned and leased together" is a sum; "in thousands of cases" closing a question is an instruction;
- a kind word ("options") the question says of a group heading ("Options clearing:") refuses a cell of
  another group; "... REIT" names an issuer.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf
from reportlab import rl_config
from reportlab.pdfgen import canvas


def _boxed_losses(path) -> None:
    """A loss table whose rules box the stub and each year's four columns (no rule between rows)."""
    rl_config.invariant = 1
    c = canvas.Canvas(str(path), pagesize=(792, 612))
    c.setFont("Helvetica-Bold", 11)
    c.drawString(48, 570, "Quenby Armored Services, Inc.")
    c.setFont("Helvetica", 8)
    c.drawString(48, 556, "Losses from Operations (dollars in thousands)")
    top, head, body, bottom = 540, 524, 500, 420
    for y in (top, body, bottom):
        c.line(48, y, 744, y)
    c.line(215, head, 744, head)
    for x in (48, 215, 480, 744):
        c.line(x, top, x, bottom)
    c.drawCentredString(365, 528, "Year ended December 31, 2019 - losses and recoveries")
    c.drawCentredString(630, 528, "Year ended December 31, 2018 - losses and recoveries")
    xs = [260, 330, 400, 470, 525, 595, 665, 735]
    for x, t in zip(xs, ["Incidents", "Gross Loss", "Recoveries", "Net Loss"] * 2):
        c.drawRightString(x, 508, t)
    rows = [("Vehicles in transit", ["38", "6,412", "(4,806)", "1,606", "45", "8,118", "(6,205)", "1,913"]),
            ("Branches and vaults", ["3", "2,905", "(2,612)", "293", "1", "418", "(380)", "38"]),
            ("Internal theft", ["12", "1,118", "(612)", "506", "9", "846", "(402)", "444"]),
            ("Total losses", ["53", "10,435", "(8,030)", "2,405", "55", "9,382", "(6,987)", "2,395"])]
    y = 488
    for label, vals in rows:
        c.drawString(52, y, label)
        for x, v in zip(xs, vals):
            c.drawRightString(x, y, v)
        y -= 14
    c.save()


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("periodsparts")
    build_pdf(d / "halls.pdf", [
        Heading("Annual report (extract)"), Note("Wendlebury Student Homes plc"),
        Heading("6. Beds by city", level=2),
        Grid([["", "Beds", "", "Occupancy", ""],
              ["City", "2023/24", "2022/23", "2023/24", "2022/23"],
              ["Durham", "2,410", "2,410", "98.9%", "98.1%"],
              ["Exeter", "1,880", "1,615", "97.4%", "97.9%"],
              ["Total", "4,290", "4,025", "98.2%", "98.0%"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "storage.pdf", [
        Heading("Annual report (extract)"), Note("Tarrowby Gas Storage LLC"),
        Heading("Capacity and contracts by facility", level=2),
        Grid([["December 31, 2023", "Working gas capacity (Bcf)", "Contracted capacity (Bcf)", "% contracted 2023",
               "% contracted 2022"],
              ["Salt caverns", "", "", "", ""],
              ["Hollin Dome", "22.0", "19.8", "90.0%", "87.5%"],
              ["Pellow Salt", "16.5", "15.1", "91.5%", "90.2%"],
              ["Depleted reservoirs", "", "", "", ""],
              ["Askern Field", "38.4", "33.9", "88.3%", "85.0%"],
              ["Thirlby Reservoir", "14.2", "14.2", "100.0%", "100.0%"],
              ["Total", "91.1", "83.0", "91.1%", ""]],
             style="booktabs", indented_rows=[2, 3, 5, 6])])
    build_pdf(d / "creamery.pdf", [
        Heading("Ballykeel Co-operative Dairies - half-year report 2025"),
        Note("Unaudited results for the six months to 30 June 2025 (EUR'000)"),
        Grid([["EUR'000", "H1 2025", "H1 2024"],
              ["Revenue", "96,120", "91,874"],
              ["Operating profit", "4,212", "3,980"]], style="booktabs")])
    build_pdf(d / "quarries.pdf", [
        Heading("Annual report (extract)"), Note("Corrandale Materials S.A."),
        Heading("Sales volumes by country", level=2),
        Grid([["", "Aggregates (million t)", "", "Ready-mix (million m3)", ""],
              ["Country", "2023", "2022", "2023", "2022"],
              ["Portugal", "12.4", "12.9", "2.18", "2.31"],
              ["Spain", "20.6", "21.2", "3.46", "3.71"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "overhauls.pdf", [
        Heading("Annual report (extract)"), Note("Strathwick Aero Services plc"),
        Heading("Shop visits by engine family", level=2),
        Grid([["Engine family", "2023", "2022"],
              ["Turbofans", "", ""],
              ["Narrowbody turbofans", "186", "171"],
              ["Widebody turbofans", "57", "52"],
              ["Auxiliary power units", "", ""],
              ["Narrowbody APUs", "121", "114"],
              ["Widebody APUs", "64", "60"],
              ["Total", "428", "397"]], style="booktabs", indented_rows=[2, 3, 5, 6])])
    build_pdf(d / "footwear.pdf", [
        Heading("Annual report (extract)"), Note("Kestrelford Shoes, Inc."),
        Heading("Reconciliation of Non-GAAP Measures", level=2), Note("($ in millions)"),
        Grid([["", "2022", "2021", "2020"],
              ["Income before income taxes", "$ 418", "$ 906", "$ 377"],
              ["Adjusted EBIT (non-GAAP)", "$ 502", "$ 871", "$ 349"]], style="booktabs")])
    build_pdf(d / "notes.pdf", [
        Heading("Annual report (extract)"), Note("Aldercombe Software, Inc."),
        Heading("Debt", level=2), Note("We maintain the following debt obligations (in millions):"),
        Grid([["Instrument", "Maturity Date", "Principal Outstanding", "Contractual Interest Rate"],
              ["2026 Senior Notes", "April 2026", "$ 1,000", "3.25%"],
              ["2031 Senior Notes", "July 2031", "1,500", "1.95"],
              ["2041 Senior Notes", "July 2041", "1,250", "2.70"]], style="booktabs")])
    _boxed_losses(d / "losses.pdf")
    build_pdf(d / "branches.pdf", [
        Heading("Annual report (extract)"), Note("Quenby Armored Services, Inc."), Heading("Branches by state", level=2),
        Grid([["", "Branches", "", "Vaults", ""], ["State", "Owned", "Leased", "Owned", "Leased"],
              ["Florida", "4", "5", "2", "1"], ["Georgia", "3", "2", "1", "0"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "clearing.pdf", [
        Heading("Annual report (extract)"), Note("Ashgrove Clearing House, Inc."),
        Heading("Clearing member deposits (in thousands)", level=2),
        Grid([["", "December 31, 2018", "December 31, 2017"],
              ["Equities clearing:", "", ""],
              ["Margin deposits", "1,620,721", "1,421,038"],
              ["Guaranty fund contributions", "227,810", "210,315"],
              ["Options clearing:", "", ""],
              ["Margin deposits", "2,705,240", "2,449,568"],
              ["Guaranty fund contributions", "277,200", "255,505"]], style="booktabs", indented_rows=[2, 3, 5, 6])])
    build_pdf(d / "sites.pdf", [
        Heading("Annual report (extract)"), Note("Larkspur Communities REIT"), Heading("Sites by state", level=2),
        Grid([["State", "Communities", "Occupancy 2023", "Occupancy 2022"],
              ["Michigan", "14", "91.2%", "89.8%"], ["Ohio", "9", "94.0%", "93.1%"]], style="booktabs")])
    build_pdf(d / "wines.pdf", [
        Heading("Annual report (extract)"), Note("Pellbrook Wine Estates Ltd"), Heading("Depletions by price tier", level=2),
        Grid([["9-litre cases ('000)", "FY23", "FY24"], ["Luxury", "1,284", "1,402"], ["Premium", "4,916", "5,183"],
              ["Total depletions", "6,200", "6,585"]], style="booktabs")])
    with ingested(d, "periodsparts.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


def test_a_change_between_spans_of_years_runs_forward(catalog):
    a = _ask(catalog, "By what percentage did Wendlebury's total beds grow between 2022/23 and 2023/24?", "halls.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(6.58, abs=0.01)


def test_a_figure_net_of_a_printed_part_is_their_difference(catalog):
    a = _ask(catalog, "Askern Field working gas capacity net of contracted capacity, in Bcf?", "storage.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(4.5)
    assert {c.column for c in a.citations} == {"Working gas capacity (Bcf)", "Contracted capacity (Bcf)"}


def test_which_of_a_group_is_never_one_lines_figure(catalog):
    a = _ask(catalog, "Which depleted reservoir was fully contracted in 2022?", "storage.pdf")
    assert not isinstance(a.value, (int, float)), a.answer


def test_six_months_to_june_names_the_first_half(catalog):
    a = _ask(catalog, "Ballykeel revenue for the six months to 30 June 2025?", "creamery.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 96_120_000.0


def test_a_bracketed_scale_and_unit_is_an_instruction(catalog):
    a = _ask(catalog, "By how much did ready-mix volumes in Spain change in 2023 (million m3)?", "quarries.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(-250_000.0)
    assert "-0.25 million" in a.answer


def test_in_aggregate_sums_the_lines_a_shared_word_names(catalog):
    a = _ask(catalog, "How many APU shop visits did Strathwick perform in 2023 in aggregate?", "overhauls.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 185.0
    assert {c.row for c in a.citations} == {"Narrowbody APUs", "Widebody APUs"}


def test_a_fiscal_year_and_the_day_it_ended_are_one_period(catalog):
    a = _ask(catalog, "Kestrelford adjusted EBIT for fiscal 2021, the year that ended January 29, 2022?", "footwear.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 871_000_000.0


def test_a_rate_column_is_in_percent_and_unscaled(catalog):
    a = _ask(catalog, "What contractual interest rate do Aldercombe's 2041 Senior Notes carry?", "notes.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(2.70)


def test_a_box_round_rows_of_figures_is_read_as_a_text_table(catalog):
    a = _ask(catalog, "What was the net loss on branches and vaults in 2018?", "losses.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 38_000.0


def test_owned_and_leased_together_is_a_sum(catalog):
    a = _ask(catalog, "How many branches does Quenby have in Florida, owned and leased together?", "branches.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 9.0


def test_a_closing_scale_of_things_counted_is_an_instruction(catalog):
    a = _ask(catalog, "What were Luxury depletions on average across FY23 and FY24, in thousands of cases?", "wines.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(1_343_000.0)


def test_a_group_the_question_names_refuses_a_cell_of_another(catalog):
    a = _ask(catalog, "What were total margin deposits, equities and options clearing together, at December 31, 2018?",
             "clearing.pdf")
    assert a.value != 1_620_721_000.0, a.answer
    assert a.status != "answered" or a.value == pytest.approx(4_325_961_000.0)


def test_a_reit_names_its_issuer(catalog):
    a = _ask(catalog, "What was occupancy at Larkspur's Ohio communities in 2022?", "sites.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(93.1)
