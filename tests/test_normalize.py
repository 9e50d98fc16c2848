"""normalize_document on tables built in the test: scale, units, locale, totals, concepts, meta."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.models import Cell, ExtractedDocument, Footnote, NormalizedTable, Table
from tabsql.schema_normalize import SynonymSet, contains, normalize_document
from tabsql.schema_normalize.metadata import read_meta
from tabsql.schema_normalize.units import header_unit


def make_table(rows: list[list[str]], *, tid: str = "t1", header_rows: int = 1, label_cols: int = 1,
               spans: dict[tuple[int, int], tuple[int, int]] | None = None, **kw) -> Table:
    """A table from a text grid; ``spans`` maps (row, col) -> (row_span, col_span); None cells are covered."""
    spans = spans or {}
    cells = [Cell(row=r, col=c, text=text, row_span=spans.get((r, c), (1, 1))[0],
                  col_span=spans.get((r, c), (1, 1))[1])
             for r, row in enumerate(rows) for c, text in enumerate(row) if text is not None]
    return Table(id=tid, page=1, pages=[1], n_rows=len(rows), n_cols=max(len(r) for r in rows), cells=cells,
                 header_rows=header_rows, label_cols=label_cols, **kw)


def doc_of(*tables: Table, text: str = "", name: str = "doc.pdf") -> ExtractedDocument:
    return ExtractedDocument(name=name, sha256="0" * 64, pages=1, tables=list(tables), page_texts=[text])


def cell(nt: NormalizedTable, row_label: str, column: str):
    row = next(r for r in nt.rows if " > ".join(r.label_path) == row_label)
    col = next(c for c in nt.columns if " > ".join(c.path) == column)
    return next(x.value for x in nt.cells if x.row == row.index and x.col == col.index)


def row_of(nt: NormalizedTable, label: str):
    return next(r for r in nt.rows if " > ".join(r.label_path) == label)


INCOME = [
    ["", "Note", "Year ended 31 December", None, None],
    [None, None, "2023", "2024", "2025"],
    ["Product sales", "", "1,305,712", "1,420,076", "1,367,758"],
    ["Services", "", "342,914", "400,534", "485,572"],
    ["Total revenue", "", "1,648,626", "1,820,610", "1,853,330"],
    ["Cost of sales", "4", "(860,089)", "(939,668)", "(953,541)"],
    ["Gross profit", "", "788,537", "880,942", "899,789"],
    ["Other operating items, net", "6", "\u2013", "5,124", "(1,000)"],
    ["Operating profit", "", "788,537", "886,066", "898,789"],
]


def income_statement() -> NormalizedTable:
    t = make_table(INCOME, header_rows=2, spans={(0, 0): (2, 1), (0, 1): (2, 1), (0, 2): (1, 3)},
                   caption="Table 2: Consolidated income statement", unit_note="in EUR thousands")
    doc = doc_of(t, text="Kestrel Dynamics plc \u2014 Annual Report 2025 (excerpt)\nThe figures below ...")
    nd = normalize_document(doc)
    assert nd.meta.doc_type == "annual_report" and nd.meta.issuer == "Kestrel Dynamics plc"
    assert nd.meta.year == 2025 and nd.meta.language == "en"
    return nd.tables[0]


def test_scale_from_unit_note_gives_base_units_and_header_paths():
    nt = income_statement()
    v = cell(nt, "Total revenue", "Year ended 31 December > 2025")
    assert (v.number, v.printed, v.unit, v.scale, v.kind) == (1853330000.0, 1853330.0, "EUR", 1000.0, "money")
    assert cell(nt, "Cost of sales", "Year ended 31 December > 2024").number == -939668000.0
    names = [c.sql_name for c in nt.columns]
    assert len(set(names)) == len(names) and not any(n.startswith("_") for n in names)
    assert "year_ended_31_december_2025" in names
    assert [r.index for r in nt.rows][0] == 2  # header rows are not body rows


def test_dash_is_zero_in_a_financial_statement_and_note_column_is_plain():
    nt = income_statement()
    v = cell(nt, "Other operating items, net", "Year ended 31 December > 2023")
    assert (v.number, v.kind) == (0.0, "money")
    note = cell(nt, "Cost of sales", "Note")
    assert (note.number, note.unit, note.scale) == (4.0, None, 1.0)


def test_totals_by_label_and_by_arithmetic():
    nt = income_statement()
    assert row_of(nt, "Total revenue").is_total or row_of(nt, "Total revenue").is_subtotal
    assert row_of(nt, "Gross profit").is_total or row_of(nt, "Gross profit").is_subtotal
    assert not any((row_of(nt, x).is_total or row_of(nt, x).is_subtotal) for x in ("Product sales", "Services", "Cost of sales"))


def test_concepts_link_synonyms_with_their_rule():
    nt = income_statement()
    assert (row_of(nt, "Total revenue").concept, row_of(nt, "Total revenue").concept_rule) == ("revenue", "exact")
    assert row_of(nt, "Operating profit").concept == "operating_income"


def test_balance_sheet_subtotals_are_marked_under_the_grand_total():
    rows = [["", "2024", "2025"], ["Sachanlagen", "828.754", "899.974"], ["Nutzungsrechte", "75.811", "74.978"],
            ["Langfristige Vermögenswerte", "904.565", "974.952"], ["Vorräte", "334.459", "340.765"],
            ["Kasse", "100.000", "120.000"], ["Kurzfristige Vermögenswerte", "434.459", "460.765"],
            ["Bilanzsumme", "1.339.024", "1.435.717"]]
    nt = normalize_document(doc_of(make_table(rows, caption="Tabelle 2: Konzernbilanz", unit_note="in Tsd. EUR"),
                                   text="Solvane Werke AG \u2014 Geschäftsbericht 2025")).tables[0]
    assert row_of(nt, "Bilanzsumme").is_total
    assert row_of(nt, "Langfristige Vermögenswerte").is_subtotal
    assert row_of(nt, "Kurzfristige Vermögenswerte").is_subtotal
    assert not row_of(nt, "Vorräte").is_total and not row_of(nt, "Vorräte").is_subtotal
    assert cell(nt, "Bilanzsumme", "2025").number == 1435717000.0  # German grouping, thousands


def test_segment_table_exempts_employees_from_the_scale():
    rows = [["Segment", "Umsatz", None, "Mitarbeiter"], [None, "2024", "2025", None],
            ["Rail Components", "616.833", "631.564", "5.236"], ["Medical Devices", "619.036", "633.820", "1.761"]]
    t = make_table(rows, header_rows=2, spans={(0, 0): (2, 1), (0, 1): (1, 2), (0, 3): (2, 1)},
                   caption="Tabelle 3: Segmentinformationen (in Tsd. EUR, außer Mitarbeiter)", unit_note="in Tsd. EUR")
    nt = normalize_document(doc_of(t, text="Solvane Werke AG \u2014 Geschäftsbericht 2025")).tables[0]
    emp = cell(nt, "Medical Devices", "Mitarbeiter")
    assert (emp.number, emp.unit, emp.scale) == (1761.0, "employees", 1.0)
    rev = cell(nt, "Medical Devices", "Umsatz > 2025")
    assert (rev.number, rev.unit) == (633820000.0, "EUR")
    assert next(c for c in nt.columns if c.path == ["Umsatz", "2025"]).sql_name == "umsatz_2025"


def test_price_list_nulls_conditions_and_locale():
    rows = [["Artikelnr.", "Bezeichnung", "Einheit", "Preis", "Mindestmenge"],
            ["BK-2150", "Nitrilhandschuhe, Größe L", "Box à 100", "9,33 €", "10"],
            ["BK-2916", "Tonerkartusche schwarz", "Stück", "145,15 €", ""],
            ["BK-9351", "Whiteboard-Marker", "Pack à 10", "1.011,83 €", "k. A."],
            ["BK-9999", "Ordner", "Karton", "\u2013", "5"]]
    t = make_table(rows, caption="Tabelle 1: Einzelpreise je Artikel",
                   footnotes=[Footnote(text="Alle Preise zzgl. MwSt."), Footnote(text="k. A. = für diesen Artikel nicht verfügbar.")])
    nd = normalize_document(doc_of(t, text="Brenner & Kast GmbH \u2014 Preisliste 2025\nAlle Preise in EUR"))
    nt = nd.tables[0]
    assert nd.meta.doc_type == "price_list" and nd.meta.language == "de" and nd.meta.issuer == "Brenner & Kast GmbH"
    assert cell(nt, "BK-9351", "Preis").number == 1011.83
    assert cell(nt, "BK-2150", "Preis").unit == "EUR"
    assert cell(nt, "BK-2916", "Mindestmenge").kind == "null"
    assert cell(nt, "BK-9351", "Mindestmenge").number is None
    assert cell(nt, "BK-9999", "Preis").number is None  # a dash outside a financial statement is no zero
    assert cell(nt, "BK-2150", "Mindestmenge").unit == "units"
    assert nt.conditions == ["Alle Preise zzgl. MwSt"]
    assert {c.path[0]: c.type for c in nt.columns}["Preis"] == "money"


def test_tier_column_is_a_range():
    rows = [["Order quantity (units)", "Standard", "Express"], ["1 \u2013 99", "22.10", "47.07"],
            ["100 \u2013 499", "34.25", "81.17"], ["2,000+", "58.56", "n/a"]]
    t = make_table(rows, caption="Table 2: Delivery fees per order by quantity",
                   footnotes=[Footnote(text="Fees per delivery to a single address in EUR, excluding VAT.")])
    nt = normalize_document(doc_of(t, text="Alder Packaging Ltd \u2014 Price List 2023")).tables[0]
    tier_col = nt.columns[0]
    assert tier_col.type == "range" and tier_col.concept == "order_quantity"
    tiers = [x for x in nt.cells if x.col == 0]
    hit = [x.text for x in tiers if contains_value(x.value, 250)]
    assert hit == ["100 \u2013 499"]
    fee = cell(nt, "100 \u2013 499", "Express")
    assert (fee.number, fee.unit, fee.kind) == (81.17, "EUR", "money")
    assert cell(nt, "2,000+", "Express").kind == "null"
    assert nt.conditions == ["Fees per delivery to a single address in EUR, excluding VAT"]


def contains_value(v, q: float) -> bool:
    from tabsql.schema_normalize.ranges import Range

    return v.kind == "range" and contains(Range(v.low, v.high), q)


def test_transposed_spec_sheet_with_units_column_and_lost_superscripts():
    rows = [["Parameter", "Unit", "Vireo-2b", "Orrin b"],
            ["Mass", "kg", "5.6611\u00d71025", "2.3836\u00d710^27"],
            ["Mean radius", "km", "64,030", "35,321"],
            ["Geometric albedo", "%", "21", ""],
            ["Noise level", "dB(A)", "79", "64"],
            ["List price", "EUR", "23,914.13", "22,725.56"]]
    t = make_table(rows, caption="Table 1: Physical parameters", unit_col=1)
    nt = normalize_document(doc_of(t, text="Sidereal Mission Consulting Data sheet\nSurvey data\nSidereal Mission Consulting")).tables[0]
    assert cell(nt, "Mass", "Vireo-2b").number == pytest.approx(5.6611e25)
    assert cell(nt, "Mass", "Orrin b").unit == "kg"
    assert cell(nt, "Mean radius", "Orrin b").number == 35321.0
    albedo = cell(nt, "Geometric albedo", "Vireo-2b")
    assert (albedo.number, albedo.unit, albedo.kind) == (21.0, "%", "percent")
    assert cell(nt, "Geometric albedo", "Orrin b").kind == "null"
    assert cell(nt, "Noise level", "Orrin b").unit == "dB(A)"
    assert cell(nt, "List price", "Orrin b").kind == "money"
    assert row_of(nt, "Mass").unit == "kg"


def test_key_figures_keep_each_cells_own_scale():
    rows = [["", "2024", "2025", "Change"], ["Revenue", "\u20ac1.8bn", "\u20ac1.9bn", "+1.8%"],
            ["Net income", "\u20ac319.8M", "\u20ac336.0M", "+5.1%"], ["Operating margin", "24.7%", "25.4%", "+0.7 pp"],
            ["Dividend per share", "EUR 2.35", "EUR 2.62", "(0.9) pp"]]
    nt = normalize_document(doc_of(make_table(rows, caption="Table 1: Key figures"),
                                   text="Kestrel Dynamics plc \u2014 Annual Report 2025")).tables[0]
    assert cell(nt, "Revenue", "2025").number == pytest.approx(1.9e9)
    assert cell(nt, "Net income", "2024").number == pytest.approx(319.8e6)
    assert cell(nt, "Operating margin", "2025").unit == "%"
    assert cell(nt, "Dividend per share", "2025").number == 2.62
    assert cell(nt, "Dividend per share", "Change").number == -0.9


def test_grouped_rows_and_two_level_header_are_derived_when_missing():
    rows = [["Tier", "Support plan", "2025", None, "2026*", None],
            [None, None, "EUR", "USD", "EUR", "USD"],
            ["Standard", "Basic", "1,560", "1,685", "1,680", "1,830"],
            [None, "Business", "2,800", "3,025", "2,970", "n/a"]]
    t = make_table(rows, header_rows=2, spans={(0, 0): (2, 1), (0, 1): (2, 1), (0, 2): (1, 2), (0, 4): (1, 2), (2, 0): (2, 1)},
                   caption="Table 1: Annual support fees per plan",
                   footnotes=[Footnote(marker="*", text="Prices exclude VAT. 2026 prices are provisional.")])
    nt = normalize_document(doc_of(t, text="CloudNimbus Software Price sheet\nNimbus ERP \u2014 Support & Maintenance Price Sheet 2025/2026\nCloudNimbus Software")).tables[0]
    v = cell(nt, "Standard > Business", "2026 > EUR")
    assert (v.number, v.unit, v.markers) == (2970.0, "EUR", ["*"])
    assert cell(nt, "Standard > Basic", "2025 > USD").unit == "USD"
    assert cell(nt, "Standard > Business", "2026 > USD").kind == "null"
    assert "y2026_eur" in [c.sql_name for c in nt.columns]


def test_turkish_percent_and_tiers():
    rows = [["Sipariş miktarı", "İndirim"], ["2.000-9.999", "%2,5"], ["10.000+", "%3"]]
    nd = normalize_document(doc_of(make_table(rows, caption="Tablo 3: Miktar indirimleri"),
                                   text="Marmara Ambalaj A.Ş. \u2014 Fiyat Listesi 2025\nFiyatlara KDV dahil değildir ve bu liste için geçerlidir"))
    nt = nd.tables[0]
    assert nd.meta.language == "tr" and nd.meta.doc_type == "price_list"
    v = cell(nt, "2.000-9.999", "İndirim")
    assert (v.number, v.unit) == (2.5, "%")
    tier = next(x for x in nt.cells if x.text == "10.000+").value
    assert (tier.low, tier.high) == (10000.0, None)


def test_user_synonyms_extend_the_vocabulary(tmp_path: Path):
    extra = tmp_path / "my.yaml"
    extra.write_text("concepts:\n  widget_count:\n    en: [gizmos shipped]\n", encoding="utf-8")
    syn = SynonymSet.load(extra)
    assert syn.concept_of("Gizmos shipped") == ("widget_count", "user")
    assert syn.concept_of("Turnover") == ("revenue", "exact")
    assert syn.concept_of("Umsatzerlose")[1].startswith(("exact", "fuzzy"))
    rows = [["Item", "Gizmos shipped"], ["North", "12"]]
    nt = normalize_document(doc_of(make_table(rows)), synonyms=syn).tables[0]
    assert nt.columns[1].concept == "widget_count" and nt.columns[1].concept_rule == "user"


def test_repeated_header_and_spacer_rows_are_dropped():
    rows = [["SKU", "Price (EUR)"], ["A-1", "1.00"], ["", ""], ["SKU", "Price (EUR)"], ["A-2", "2.00"]]
    nt = normalize_document(doc_of(make_table(rows))).tables[0]
    assert [r.label_path for r in nt.rows] == [["A-1"], ["A-2"]]
    assert cell(nt, "A-2", "Price (EUR)").unit == "EUR"


def test_end_to_end_from_a_reportlab_pdf(tmp_path: Path):
    from pdfs import Grid, Heading, build_pdf

    from tabsql.extract import extract_document

    pdf = build_pdf(tmp_path / "acme.pdf", [
        Heading("Acme Holdings plc \u2014 Annual Report 2025"),
        Heading("Table 1: Segment information (in EUR thousands, except employees)", level=2),
        Grid([["Segment", "Revenue", "Operating profit", "Employees"],
              ["Rail", "1,250", "(300)", "1,200"],
              ["Medical", "2,000", "450", "800"],
              ["Group total", "3,250", "150", "2,000"]]),
    ])
    nd = normalize_document(extract_document(pdf))
    assert (nd.meta.issuer, nd.meta.doc_type, nd.meta.year) == ("Acme Holdings plc", "annual_report", 2025)
    nt = nd.tables[0]
    assert cell(nt, "Rail", "Operating profit").number == -300000.0
    assert (cell(nt, "Medical", "Revenue").number, cell(nt, "Medical", "Revenue").unit) == (2000000.0, "EUR")
    assert (cell(nt, "Rail", "Employees").number, cell(nt, "Rail", "Employees").unit) == (1200.0, "employees")
    assert row_of(nt, "Group total").is_total and not row_of(nt, "Rail").is_total


def test_except_per_share_keeps_currency_but_not_scale():
    rows = [["", "2025"], ["Revenue", "12,400"], ["Basic earnings per share", "1.25"], ["Number of employees", "1,200"],
            ["Operating margin (%)", "12.5"]]
    t = make_table(rows, caption="Income statement (in EUR thousands, except per share data)")
    nt = normalize_document(doc_of(t, text="Acme plc \u2014 Annual Report 2025")).tables[0]
    assert (cell(nt, "Revenue", "2025").number, cell(nt, "Revenue", "2025").unit) == (12400000.0, "EUR")
    eps = cell(nt, "Basic earnings per share", "2025")
    assert (eps.number, eps.unit, eps.scale) == (1.25, "EUR", 1.0)
    staff = cell(nt, "Number of employees", "2025")
    assert (staff.number, staff.unit) == (1200.0, "employees")
    margin = cell(nt, "Operating margin (%)", "2025")
    assert (margin.number, margin.unit, margin.kind) == (12.5, "%", "percent")


def test_marked_note_on_the_caption_qualifies_the_whole_table():
    rows = [["Order quantity (units)", "Standard"], ["1-99", "EUR 45.00"]]
    t = make_table(rows, caption="Table 1: Delivery fees per order*",
                   footnotes=[Footnote(marker="*", text="Prices exclude VAT.")])
    assert normalize_document(doc_of(t)).tables[0].conditions == ["Prices exclude VAT"]
    rows = [["Plan", "2025", "2026*"], ["Basic", "1,560", "1,680"]]
    t = make_table(rows, footnotes=[Footnote(marker="*", text="2026 prices are provisional.")])
    nt = normalize_document(doc_of(t)).tables[0]
    assert nt.conditions == [] and cell(nt, "Basic", "2026").markers == ["*"]


def test_a_total_line_with_nothing_above_it_is_an_item():
    rows = [["", "Q1", "Q2"], ["Total revenue", "524.8", "572.1"], ["Gross profit", "223.9", "221.4"]]
    nt = normalize_document(doc_of(make_table(rows, caption="Quarterly data, in EUR millions"),
                                   text="Marrow & Finch Holdings \u2014 Annual Report 2025")).tables[0]
    assert not row_of(nt, "Total revenue").is_total and not row_of(nt, "Total revenue").is_subtotal
    assert cell(nt, "Total revenue", "Q2").number == pytest.approx(572.1e6)


# --------------------------------------------------------------------------- lead's defects (regressions)
def test_label_parenthesis_is_a_unit_only_from_the_vocabulary_and_money_rows_take_the_table_scale():
    rows = [["", "2024", "2025"], ["Umsatzerlöse", "2.373.396", "2.412.349"],
            ["Betriebsergebnis (EBIT)", "244.596", "259.826"], ["Forschung und Entwicklung (F&E)", "(61.004)", "(63.212)"],
            ["Other operating income (expense), net", "(5.9)", "5.6"], ["Gewicht (kg)", "1.200", "1.300"],
            ["Mitarbeiter (FTE)", "9.578", "12.173"], ["EBIT-Marge (%)", "10,3", "10,8"],
            ["Dividende je Aktie (EUR)", "1,20", "1,35"]]
    t = make_table(rows, caption="Tabelle 1: Konzern-Gewinn- und Verlustrechnung (in Tsd. EUR)", unit_note="in Tsd. EUR")
    nt = normalize_document(doc_of(t, text="Solvane Werke AG \u2014 Geschäftsbericht 2025")).tables[0]
    for label, number in [("Betriebsergebnis (EBIT)", 259826000.0), ("Forschung und Entwicklung (F&E)", -63212000.0),
                          ("Other operating income (expense), net", 5600.0)]:
        v = cell(nt, label, "2025")
        assert (v.number, v.unit, v.scale, v.kind) == (number, "EUR", 1000.0, "money"), label
    assert (cell(nt, "Gewicht (kg)", "2025").unit, cell(nt, "Gewicht (kg)", "2025").scale) == ("kg", 1.0)
    assert (cell(nt, "Mitarbeiter (FTE)", "2025").number, cell(nt, "Mitarbeiter (FTE)", "2025").scale) == (12173.0, 1.0)
    assert cell(nt, "EBIT-Marge (%)", "2025").unit == "%"
    dps = cell(nt, "Dividende je Aktie (EUR)", "2025")
    assert (dps.number, dps.unit, dps.scale) == (1.35, "EUR", 1.0)
    assert header_unit("Noise level (dB(A))").unit == "dB(A)" and header_unit("Flow (m³/h)").unit == "m³/h"
    for label in ["Operating profit (EBIT)", "EBITDA (adjusted)", "Research (R&D)", "Revenue (IFRS)", "Total (net)"]:
        assert header_unit(label).empty(), label


def test_a_caption_line_is_never_the_issuer_or_the_title():
    m = read_meta(["Planetary reference data\nTable 1: Physical characteristics\nQuantity Unit Earth Mars\n"
                   "Mean radius km 6,371 3,390"], ["Table 1: Physical characteristics"])
    assert (m.issuer, m.title, m.doc_type) == (None, "Planetary reference data", "spec_sheet")
    assert read_meta(["Tabelle 2: Technische Daten\nLeistung kW 12"], ["Tabelle 2: Technische Daten"]).issuer is None
    m = read_meta(["Coastline Office Supply Co. 2025\nCoastline Office Supply Co. Price List 2025\n"
                   "Products, delivery fees and volume discounts - valid 1 January to 31 December 2025"], [])
    assert (m.issuer, m.doc_type, m.year) == ("Coastline Office Supply Co.", "price_list", 2025)


def test_transposed_spec_columns_have_no_unit_and_cells_take_their_rows_unit():
    rows = [["Quantity", "Unit", "Earth", "Mars"], ["Mean radius", "km", "6,371", "3,390"],
            ["Density", "g/cm³", "5.51", "3.93"], ["Eccentricity", "\u2013", "0.017", "0.093"],
            ["Known moons", "count", "1", "2"]]
    nt = normalize_document(doc_of(make_table(rows, caption="Table 1: Physical characteristics"),
                                   text="Planetary reference data")).tables[0]  # units column found, not given
    assert [c.unit for c in nt.columns] == [None, None, None, None]
    assert [cell(nt, r, "Mars").unit for r in ("Mean radius", "Density", "Eccentricity", "Known moons")] == \
        ["km", "g/cm³", None, "count"]
    assert row_of(nt, "Density").unit == "g/cm³"
    # a column whose values all share one unit keeps it
    rows = [["Model", "Weight (kg)", "Power"], ["A-1", "12", "3 kW"], ["A-2", "14", "4 kW"]]
    nt = normalize_document(doc_of(make_table(rows))).tables[0]
    assert [c.unit for c in nt.columns] == [None, "kg", "kW"]


def test_section_heading_rows_are_not_label_prefixes_but_row_groups_are():
    rows = [["", "2024", "2025"], ["ASSETS", "", ""], ["Inventories", "334", "340"], ["Other", "10", "12"],
            ["Total assets", "344", "352"], ["EQUITY AND LIABILITIES", "", ""], ["Trade payables", "200", "210"],
            ["Other", "144", "142"], ["Total equity and liabilities", "344", "352"]]
    paths = [[], ["ASSETS"]] + [["ASSETS", r[0]] for r in rows[2:5]] + [["EQUITY AND LIABILITIES"]] + \
        [["EQUITY AND LIABILITIES", r[0]] for r in rows[6:]]  # as an extractor prefixes its section headings
    for row_paths in (paths, []):
        t = make_table(rows, caption="Table 2: Balance sheet", unit_note="in EUR thousands", row_paths=row_paths)
        nt = normalize_document(doc_of(t)).tables[0]
        labels = [" > ".join(r.label_path) for r in nt.rows if any(c.row == r.index and c.value.number for c in nt.cells)]
        assert labels == ["Inventories", "ASSETS > Other", "Total assets", "Trade payables",
                          "EQUITY AND LIABILITIES > Other", "Total equity and liabilities"], row_paths
        assert cell(nt, "Total assets", "2025").number == 352000.0 and row_of(nt, "Total assets").is_total
    rows = [["Tier", "Plan", "Fee"], ["Standard", "Basic", "1,560"], [None, "Business", "2,800"],
            ["Premium", "Mission Critical", "9,900"]]
    t = make_table(rows, spans={(1, 0): (2, 1)}, label_cols=2,
                   row_paths=[[], ["Standard", "Basic"], ["Standard", "Business"], ["Premium", "Mission Critical"]])
    nt = normalize_document(doc_of(t)).tables[0]
    assert [" > ".join(r.label_path) for r in nt.rows] == ["Standard > Basic", "Standard > Business",
                                                           "Premium > Mission Critical"]


def test_a_scale_row_left_in_the_body_with_a_split_date_is_a_header_row():
    rows = [["", "Preliminary", "Revised"], ["", "As of August", "As of December 31,"],
            ["(In millions)", "1, 2019", "2019"], ["Total liabilities", "$ 94.9", "$ 100.1"]]
    nt = normalize_document(doc_of(make_table(rows, header_rows=2))).tables[0]
    v = cell(nt, "Total liabilities", "Revised > As of December 31, > 2019")
    assert (v.number, v.unit, v.scale) == (100100000.0, "USD", 1e6)


def test_per_share_rows_and_year_columns_keep_the_printed_number():
    """ "Earnings per common share" and a "(shares, millions)" section's per-share rows are not scaled;
    a year under "Last Fiscal Year of Expiration" is a year, not 2,027 thousand dollars."""
    eps = make_table([
        ["", "2019", "2018"],
        ["Net income", "$53,294", "$61,431"],
        ["Weighted average shares outstanding (in thousands)", "21,829", "22,429"],
        ["Earnings per common share \u2014 Basic", "$2.41", "$2.70"],
        ["Weighted average number of shares used in earnings per share (shares, millions)", "", ""],
        ["Basic earnings per share", "1,305.7", "1,300.5"],
        ["Average shares (shares, millions)", "", ""],
        ["Basic", "1,305.7", "1,300.5"],
    ], unit_note="(in thousands, except per share data)")
    carry = make_table([
        ["(dollars in thousands)", "Last Fiscal Year of Expiration", "Amount"],
        ["Domestic\u2013state", "2027", "$3,313"],
        ["Foreign", "2039 or indefinite", "$565,609"],
    ], tid="t2")
    nd = normalize_document(doc_of(eps, carry, text="Annual report (extract)"))
    t, c = nd.tables
    assert cell(t, "Net income", "2019").number == 53_294_000
    assert cell(t, "Weighted average shares outstanding (in thousands)", "2019").number == 21_829_000
    v = cell(t, "Earnings per common share \u2014 Basic", "2019")
    assert (v.number, v.unit, v.scale) == (2.41, "USD", 1.0)
    assert cell(t, "Basic earnings per share", "2019").number == 1305.7
    assert cell(t, "Basic", "2019").number == 1_305_700_000  # a plain row under the section keeps its scale
    y = cell(c, "Domestic\u2013state", "Last Fiscal Year of Expiration")
    assert (y.number, y.unit, y.scale, y.kind) == (2027, None, 1.0, "number")
    assert cell(c, "Domestic\u2013state", "Amount").number == 3_313_000


def test_a_dash_is_nil_among_amounts_but_null_for_rates_years_and_share_data():
    t = make_table([
        ["", "2019", "2018"],
        ["Property and equipment", "\u2014", "1,268"],
        ["Deferred revenue", "2,316", "4,023"],
        ["Change in tax rate", "\u2014", "(52)"],
        ["Effective tax rate", "\u2014", "21.0%"],
        ["Diluted earnings per share", "\u2013", "$0.12"],
        ["Number of employees", "\u2014", "1,200"],
    ], unit_note="(in thousands)")
    rates = make_table([["Plan", "Discount rate", "Age", "Year of expiration"], ["Pension", "\u2014", "\u2014", "\u2014"],
                        ["Medical", "3.1", "65", "2031"]], tid="t2", unit_note="(in thousands)")
    nd = normalize_document(doc_of(t, rates, text="Annual report (extract)"))
    a, r = nd.tables
    assert cell(a, "Property and equipment", "2019").number == 0.0
    for label in ("Effective tax rate", "Diluted earnings per share", "Number of employees"):
        assert cell(a, label, "2019").kind == "null", label
    for column in ("Discount rate", "Age", "Year of expiration"):
        assert cell(r, "Pension", column).kind == "null", column
    assert cell(r, "Medical", "Year of expiration").number == 2031
    assert cell(a, "Change in tax rate", "2019").number == 0.0  # an amount, though its label ends in "rate"


@pytest.mark.parametrize("first_page", [
    "As of July 31,\n2019 2018\nAccruals and reserves $7,870 $12,129",
    "As at 31 December 2019\nMonetary assets, current 27,728",
    "Annual report (extract)\nYears Ended December 31,\n2019 2018",
])
def test_an_issuer_is_a_name_never_a_date_phrase_or_a_generic_heading(first_page: str):
    assert read_meta([first_page], []).issuer is None


def test_an_issuer_name_is_still_read():
    m = read_meta(["Alder Packaging Ltd \u2014 Price List 2025\nPrices valid from 1 January 2025"], [])
    assert m.issuer == "Alder Packaging Ltd"
