"""Answering end to end: reportlab PDFs -> real extraction -> real Catalog on a DuckDB file -> ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog
from tabsql.evaluate import run_eval
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _pricelist(path: Path, issuer: str, year: int, prices: list[tuple[str, str, str]], fees: list[tuple[str, str, str]]):
    return build_pdf(path, [
        Heading(f"{issuer} - Price List {year}"),
        Note(f"This price list of {issuer} is valid from 1 January to 31 December {year}."),
        Heading("Table 1: Unit prices by product", level=2),
        Grid([["SKU", "Description", "Unit price"], *[list(p) for p in prices]], style="grid"),
        Heading("Table 2: Delivery fees per order by quantity", level=2),
        Grid([["Order quantity (units)", "Standard", "Express"], *[list(f) for f in fees]], style="grid",
             col_widths=[165, 165, 165]),  # as wide as the text block, so the note starts at its edge
        Note("Note: fees per delivery to a single address, excluding VAT."),
    ])


def build_corpus(d: Path) -> Path:
    """Two years of one supplier's price list, another supplier's, and a segment table with a total."""
    _pricelist(d / "supplier-b-2024.pdf", "Bravo Supplies Ltd", 2024,
               [("BR-1001", "Cable ties 300 x 5 mm", "EUR 5.00"), ("BR-1002", "Packing tape 50 mm", "EUR 8.00"),
                ("BR-1003", "Stretch film 500 mm", "n/a")],
               [("1-99", "EUR 40.00", "EUR 90.00"), ("100-499", "EUR 60.00", "EUR 130.00"),
                ("500+", "EUR 80.00", "EUR 170.00")])
    _pricelist(d / "supplier-b-2025.pdf", "Bravo Supplies Ltd", 2025,
               [("BR-1001", "Cable ties 300 x 5 mm", "EUR 5.50"), ("BR-1002", "Packing tape 50 mm", "EUR 9.00"),
                ("BR-1003", "Stretch film 500 mm", "n/a")],
               [("1-99", "EUR 45.00", "EUR 95.00"), ("100-499", "EUR 65.00", "EUR 120.00"),
                ("500+", "EUR 85.00", "EUR 175.00")])
    _pricelist(d / "supplier-c-2025.pdf", "Corvin Trading Ltd", 2025,
               [("CV-2001", "Cable ties 300 x 5 mm", "EUR 6.10"), ("CV-2002", "Packing tape 50 mm", "EUR 7.40")],
               [("1-99", "EUR 50.00", "EUR 99.00"), ("100-499", "EUR 70.00", "EUR 110.00"),
                ("500+", "EUR 90.00", "EUR 160.00")])
    build_pdf(d / "delta-ar-2025.pdf", [
        Heading("Delta Dynamics plc - Annual Report 2025"),
        Heading("Table 1: Segment information (in EUR thousands)", level=2),
        Grid([["Segment", "Revenue 2025"], ["Rail Components", "1,200"], ["Medical Devices", "800"],
              ["Consumer Electronics", "500"], ["Total", "2,500"]], style="booktabs"),
    ])
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = build_corpus(tmp_path_factory.mktemp("answer"))
    with ingested(d, "answer.duckdb") as cat:
        yield cat


def test_lookup_cites_the_cell(catalog):
    a = ask(catalog, "What is the unit price for SKU BR-1002 in Bravo Supplies' 2025 price list?")
    assert a.status == "answered" and a.verified
    assert a.value == pytest.approx(9.0)
    assert a.unit == "EUR"
    assert a.route == "lookup"
    cite = a.citations[0]
    assert cite.document == "supplier-b-2025.pdf" and "BR-1002" in cite.row and "9.00" in cite.text


def test_range_tier_lookup(catalog):
    a = ask(catalog, "What is Bravo Supplies' express delivery fee in 2025 for an order of 250 units?")
    assert a.status == "answered"
    assert a.value == pytest.approx(120.0)
    assert "100-499" in a.citations[0].row.replace("–", "-")


def test_argmin_across_two_suppliers(catalog):
    a = ask(catalog, "Which supplier is cheapest for express delivery of 250 units in 2025?")
    assert a.status == "answered" and a.verified
    assert a.value == "Corvin Trading"
    assert a.route == "sql" and a.sql and "UNION ALL" in a.sql.upper()
    assert {c.document for c in a.citations} == {"supplier-b-2025.pdf", "supplier-c-2025.pdf"}


def test_difference_and_percent_change_across_years(catalog):
    d = ask(catalog, "By how much did Bravo Supplies' unit price for SKU BR-1001 change from 2024 to 2025?")
    assert d.status == "answered" and d.verified
    assert d.value == pytest.approx(0.5)
    p = ask(catalog, "By what percentage did Bravo Supplies' unit price for SKU BR-1001 change from 2024 to 2025?")
    assert p.status == "answered" and p.unit == "%"
    assert p.value == pytest.approx(10.0)
    assert {c.document for c in p.citations} == {"supplier-b-2024.pdf", "supplier-b-2025.pdf"}


def test_sum_excludes_the_total_row(catalog):
    a = ask(catalog, "Add up the 2025 revenue of all segments at Delta Dynamics.")
    assert a.status == "answered"
    assert a.value == pytest.approx(2_500_000.0)  # 1,200 + 800 + 500 thousand, the Total row left out
    assert len(a.citations) == 3


def test_null_cell_is_left_out_of_an_average(catalog):
    a = ask(catalog, "What is the average unit price of the products in Bravo Supplies' 2025 price list?")
    assert a.status == "answered"
    assert a.value == pytest.approx((5.5 + 9.0) / 2)  # n/a is not zero


def test_unknown_supplier_is_not_found(catalog):
    a = ask(catalog, "What is the unit price for SKU BR-1002 in Lanternfield's 2025 price list?")
    assert a.status == "not_found" and a.value is None


def test_conditions_are_carried(catalog):
    a = ask(catalog, "What is Bravo Supplies' standard delivery fee in 2024 for 600 units?", explain=True)
    assert a.status == "answered" and a.value == pytest.approx(80.0)
    assert any("VAT" in c for c in a.conditions)
    assert "VAT" in a.answer
    assert a.explain["verification"]["verified"] is True


def test_eval_names_causes(catalog, tmp_path):
    q = tmp_path / "q.jsonl"
    q.write_text(
        '{"id": "a", "question": "What is the unit price for SKU BR-1002 in Bravo Supplies\' 2025 price list?", '
        '"category": "lookup", "answer": {"kind": "number", "value": 9.0, "raw": "9.00"}}\n'
        '{"id": "b", "question": "What is the weight of SKU BR-1002 in Bravo Supplies\' 2025 price list?", '
        '"category": "lookup", "answer": {"kind": "number", "value": 2.0, "raw": "2"}}\n', encoding="utf-8")
    report = run_eval(catalog, q)
    assert report["correct"] == 1 and report["total"] == 2
    assert report["questions"][1]["cause"] in ("not linked", "refused")


def _foreign_pricelist(path: Path, title: str, caption: str, header: list[str], rows: list[tuple[str, str, str]]):
    build_pdf(path, [Heading(title), Heading(caption, level=2), Grid([header, *[list(r) for r in rows]], style="grid")])


@pytest.fixture(scope="module")
def multilingual(tmp_path_factory):
    """The same products listed in English, German and Turkish by three suppliers."""
    d = tmp_path_factory.mktemp("multilingual")
    _foreign_pricelist(d / "en.pdf", "Alder Packaging Ltd - Price List 2025", "Table 1: Unit prices by product",
                       ["SKU", "Description", "Unit price"],
                       [("AL-1", "Stretch film 500 mm x 300 m, 23 µm", "EUR 16.00"),
                        ("AL-2", "Padded envelope C4, white", "EUR 30.00")])
    _foreign_pricelist(d / "de.pdf", "Kastner GmbH - Preisliste 2025", "Tabelle 1: Einzelpreise je Artikel",
                       ["Artikelnr.", "Bezeichnung", "Preis"],
                       [("KA-1", "Stretchfolie 500 mm x 300 m, 23 µm", "14,82 €"),
                        ("KA-2", "Kopierpapier A4 80 g/m², 500 Blatt", "5,31 €")])
    _foreign_pricelist(d / "tr.pdf", "Marmara Ambalaj A.Ş. - Fiyat Listesi 2025", "Tablo 1: Ürün bazında birim fiyatlar",
                       ["Ürün kodu", "Açıklama", "Birim fiyat"],
                       [("MR-1", "Balonlu zarf C4, beyaz", "12,00 EUR"),
                        ("MR-2", "Kablo bağı 300 x 5 mm, siyah", "4,07 EUR")])
    cat = Catalog(d / "ml.duckdb")
    assert not cat.ingest([d]).failed
    yield cat
    cat.close()


def test_product_found_across_languages_by_its_numbers(multilingual):
    a = ask(multilingual, 'Across the 2025 price lists, which supplier is cheapest for "Stretch film 500 mm x 300 m, 23 µm"?')
    assert a.status == "answered", a.answer
    assert a.value == "Kastner GmbH" or "Kastner" in str(a.value)
    assert {c.document for c in a.citations} >= {"de.pdf", "en.pdf"}


def test_product_not_surely_identified_is_refused(multilingual):
    # "C4" alone, no shared word: the Turkish "Balonlu zarf C4" may or may not be the envelope
    a = ask(multilingual, 'Across the 2025 price lists, which supplier is cheapest for "Padded envelope C4, white"?')
    assert a.status != "answered" and a.value is None


def test_support_price_sheet_is_support_plans():
    from tabsql.schema_normalize.metadata import read_meta

    meta = read_meta(["Orbitline Networks Price sheet\nOrbitline SD-WAN Support & Maintenance Price Sheet\n2025/2026"], [])
    assert meta.doc_type == "support_plans"
    assert read_meta(["Alder Packaging Ltd - Price List 2025"], []).doc_type == "price_list"


@pytest.fixture(scope="module")
def statements(tmp_path_factory):
    """An income statement whose expense lines a question names by short forms, and a catalogue
    whose rows carry a category."""
    d = tmp_path_factory.mktemp("statements")
    build_pdf(d / "ar.pdf", [
        Heading("Kestrel Works plc - Annual Report 2025"),
        Heading("Table 1: Consolidated income statement (in EUR millions)", level=2),
        Grid([["", "2024", "2025"], ["Revenue", "1,000.0", "1,100.0"], ["Gross profit", "400.0", "450.0"],
              ["Distribution costs", "(100.0)", "(110.0)"], ["General and administrative expenses", "(50.0)", "(55.0)"],
              ["Research and development expenses", "(30.0)", "(35.0)"], ["Operating income", "220.0", "250.0"]],
             style="booktabs"),
        Heading("Table 2: Consolidated balance sheet (in EUR millions)", level=2),
        Grid([["", "2024", "2025"], ["Property, plant and equipment", "300.0", "310.0"], ["Intangible assets", "90.0", "95.0"],
              ["Total non-current assets", "390.0", "405.0"], ["Inventories", "120.0", "130.0"],
              ["Trade receivables", "80.0", "85.0"], ["Cash and cash equivalents", "50.0", "60.0"],
              ["Total current assets", "250.0", "275.0"], ["Total assets", "640.0", "680.0"]], style="booktabs"),
    ])
    build_pdf(d / "cat.pdf", [
        Heading("Hallberg Teile GmbH - Ersatzteilkatalog 2025"),
        Heading("Tabelle 1: Artikelliste", level=2),
        Grid([["Artikelnr.", "Bezeichnung", "Gruppe", "Preis (EUR)"],
              ["HB-101", "O-Ring 20 x 2 mm", "Dichtungen", "1,20"], ["HB-102", "O-Ring 30 x 3 mm", "Dichtungen", "1,60"],
              ["HB-103", "Wellendichtring 25 x 40 x 7", "Dichtungen", "3,10"], ["HB-201", "Rillenkugellager 6202", "Lager", "6,87"],
              ["HB-202", "Rillenkugellager 6203", "Lager", "7,35"]], style="grid"),
    ])
    cat = Catalog(d / "st.duckdb")
    assert not cat.ingest([d]).failed
    yield cat
    cat.close()


def test_sum_of_members_named_by_short_forms(statements):
    a = ask(statements, "What were Kestrel Works' total operating expenses (selling, administrative and R&D) in 2025?")
    assert a.status == "answered", a.answer
    assert abs(abs(a.value) - 200_000_000) < 1
    assert len(a.citations) == 3


def test_count_rows_of_a_named_category(statements):
    a = ask(statements, "What is the number of Dichtungen items in Hallberg's catalogue?")
    assert a.status == "answered", a.answer
    assert a.value == 3


def test_sum_of_the_items_a_subtotal_adds_up(statements):
    a = ask(statements, "What is the sum of the individual current asset items on Kestrel Works' balance sheet at year-end 2025?")
    assert a.status == "answered", a.answer
    assert abs(a.value - 275_000_000) < 1
    assert {c.row for c in a.citations} == {"Inventories", "Trade receivables", "Cash and cash equivalents"}


def test_tier_bound_with_the_other_grouping_sign_continues_the_tiers(tmp_path):
    """OCR reads "2,000+" as "2.000+" in an English list: it starts after 1,999, not at 2, so an
    order of 250 units has one tier again (it was ambiguous with the last), and 2,500 units the last."""
    _pricelist(tmp_path / "echo-2025.pdf", "Echo Freight Ltd", 2025, [("EC-1", "Cable ties 300 x 5 mm", "EUR 5.00")],
               [("1-99", "EUR 40.00", "EUR 90.00"), ("100-499", "EUR 60.00", "EUR 130.00"),
                ("500-1,999", "EUR 80.00", "EUR 170.00"), ("2.000+", "EUR 95.00", "EUR 190.00")])
    with ingested(tmp_path, "tiers.duckdb") as cat:
        mid = ask(cat, "What is Echo Freight's express delivery fee in 2025 for an order of 250 units?")
        top = ask(cat, "What is Echo Freight's express delivery fee in 2025 for an order of 2500 units?")
    assert mid.status == "answered" and mid.value == pytest.approx(130.0)
    assert top.status == "answered" and top.value == pytest.approx(190.0)
    assert "2.000+" in top.citations[0].row
