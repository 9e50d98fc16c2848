"""Layouts the held-out sets of session 30 found, read through ingest and ask():

- a header band boxed on its own a hair above the body's grid, which draws no divider between the labels
  and the first column, heads that body (one table, the labels and first column apart);
- a header row of price tiers "1–5 | 6+" under a spanning "Price per unit" is a header, not a record;
- small tables stacked under one-line bold headings set no larger than their rows ("Order charges")
  are each read on their own;
- a group heading alone on its line ("Europe"), sharing a zebra band with the record above it, heads the
  lines set in under it, and is no wrapped end of that record's label;
- dated group headings centred over their sub-headings head their own columns, though one starts where a
  sub-heading of its group does (no flush-left layout: the first sub-heading has no group starting at it).
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

ITEM = "Annual Report on Form 10-K - Item 7. Management's Discussion and Analysis"


def _audits_pdf(path) -> None:
    """Two dated group headings centred over three sub-headings each, the first group heading starting
    exactly where its second sub-heading does (as a centred layout may happen to set them)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    top = A4[1]
    c.setFont("Helvetica-Bold", 12)
    c.drawString(64, top - 90, "Torrevale Apparel Group - Responsible sourcing: factory audits")
    c.setFont("Helvetica-Bold", 9)
    for x, text in ((248, "Fiscal 2021"), (439, "Fiscal 2020")):
        c.drawString(x, top - 164, text)
    for x, text in ((193, "Tier 1"), (248, "Audits"), (296, "Zero-tolerance"), (384, "Tier 1"), (439, "Audits"),
                    (488, "Zero-tolerance")):
        c.drawString(x, top - 178, text)
    for x, text in ((186, "factories"), (239, "conducted"), (312, "findings"), (377, "factories"), (430, "conducted"),
                    (503, "findings")):
        c.drawString(x, top - 189, text)
    c.setFont("Helvetica", 9)
    rows = [("China", "214", "236", "3", "231", "198", "4"), ("Vietnam", "167", "191", "2", "152", "160", "1"),
            ("Bangladesh", "98", "124", "6", "91", "117", "8"), ("Total", "479", "551", "11", "474", "475", "13")]
    for k, row in enumerate(rows):
        y = top - 203 - 15 * k
        c.drawString(68, y, row[0])
        for x, text in zip((230, 287, 365, 421, 478, 556), row[1:]):
            c.drawRightString(x, y, text)
    c.save()


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("bands")
    build_pdf(d / "towers.pdf", [
        Heading("Quellbrook Tower Holdings, Inc."), Note(ITEM), Heading("Site Leasing Revenue by Region", level=2),
        Grid([["", "Year Ended December 31, 2019", "", ""],
              ["(in thousands)", "U.S. and Canada", "Latin America", "Total"],
              ["Site leasing revenue, 2018", "$1,284,615", "$412,730", "$1,697,345"],
              ["New tenant leases", "38,412", "21,806", "60,218"],
              ["Contractual escalators", "36,204", "23,540", "59,744"],
              ["Site leasing revenue, 2019", "$1,374,427", "$447,321", "$1,821,748"]],
             header_rows=2, spans=[((1, 0), (3, 0))], col_widths=[200, 90, 90, 90], header_band=True)])
    build_pdf(d / "catalogue.pdf", [
        Heading("Glasswick Hydroponics Ltd"), Heading("Product list", level=2),
        Grid([["", "", "Price per unit (GBP)", "", ""],
              ["Code", "Product", "1–5", "6+", "Weight (kg)"],
              ["GW-4050", "Carbon filter 125 mm", "92.00", "82.80", "3.1"],
              ["GW-4060", "Carbon filter 150 mm", "108.00", "97.20", "3.9"]],
             style="booktabs", header_rows=2, spans=[((2, 0), (3, 0))])])
    build_pdf(d / "charges.pdf", [
        Heading("Vlasmeer Event Goods B.V."),
        Note("<b>Unit prices by quantity ordered (EUR per unit)</b>"),
        Grid([["Quantity (units)", "Lanyard 15 mm,\n1 colour", "Lanyard 20 mm,\nfull colour", "Tyvek wristband\n19 mm",
               "Silicone\nwristband 12 mm",
               "Badge holder A6"],
              ["1-249", "0.745", "1.020", "0.112", "0.465", "0.228"],
              ["250-999", "0.598", "0.815", "0.079", "0.342", "0.186"],
              ["1,000 and over", "0.472", "0.655", "0.061", "0.268", "0.149"]], style="booktabs",
             col_widths=[95, 80, 80, 80, 80, 80]),
        Note("<b>Order charges</b>"),
        Grid([["Charge", "Amount"], ["Setup per design (artwork and print plate)", "€25.00"],
              ["Sample pack (refunded on first order)", "€12.00"]], style="booktabs", col_widths=[250, 110], header_align="RIGHT"),
        Note("<b>Shipping per order</b>"),
        Grid([["Goods value of the order", "Shipping"], ["Under €250.00", "€18.50"],
              ["€250.00 and over", "€9.90"]], style="booktabs", col_widths=[250, 110], header_align="RIGHT")])
    build_pdf(d / "customs.pdf", [
        Heading("Gannwick Global Logistics, Inc."), Heading("Customs Brokerage Revenue by Country of Filing", level=2),
        Grid([["Country of filing (in thousands)", "Brokerage revenue 2018", "Brokerage revenue 2017"],
              ["United States", "316,439", "288,195"],
              ["Mexico", "25,561", "25,983"],
              ["Europe", "", ""],
              ["United Kingdom", "27,894", "25,275"],
              ["Germany", "25,965", "24,053"],
              ["Total", "395,859", "363,506"]],
             style="zebra", shaded_rows=[1, 4, 6], indented_rows=[4, 5])])
    _audits_pdf(d / "audits.pdf")
    with ingested(d, "bands.duckdb") as cat:
        yield cat


def test_a_header_band_boxed_apart_heads_the_body_under_it(catalog):
    a = ask(catalog, "What were Quellbrook's contractual escalators in Latin America in 2019?", documents=["towers.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(23_540), pytest.approx(23_540_000)), a.answer
    a = ask(catalog, "How much did new tenant leases add in the U.S. and Canada in 2019?", documents=["towers.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(38_412), pytest.approx(38_412_000)), a.answer


def test_a_row_of_price_tiers_is_a_header(catalog):
    a = ask(catalog, "Price per unit of the GW-4050 for an order of 8 units?", documents=["catalogue.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(82.80), a.answer


def test_tables_under_bold_headings_are_read_apart(catalog):
    a = ask(catalog, "What does Vlasmeer charge for setup per design?", documents=["charges.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(25.00), a.answer
    a = ask(catalog, "What does Vlasmeer charge for a sample pack?", documents=["charges.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(12.00), a.answer


def test_a_heading_sharing_a_zebra_band_with_the_record_above_heads_its_set_in_lines(catalog):
    a = ask(catalog, "Which country in Europe had the highest brokerage revenue in 2018?", documents=["customs.pdf"])
    assert a.status == "answered" and a.answer.startswith("United Kingdom"), a.answer
    a = ask(catalog, "What was Gannwick's brokerage revenue in Mexico in 2017?", documents=["customs.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(25_983), pytest.approx(25_983_000)), a.answer


def test_centred_group_headings_head_their_own_three_columns(catalog):
    a = ask(catalog, "How many Tier 1 factories were there in Vietnam in fiscal 2021?", documents=["audits.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(167), a.answer
    a = ask(catalog, "How many Tier 1 factories were there in Vietnam in fiscal 2020?", documents=["audits.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(152), a.answer
