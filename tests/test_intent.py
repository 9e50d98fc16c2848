"""The question read once (query_router/intent.py): filler, politeness and instructions never block
an answer, a misspelt common word is read as meant, operation words said another way are understood,
and no rewording ever turns an answer into another number. A word that names something the
documents do not hold still refuses, naming it.

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _pricelist(path: Path, issuer: str, year: int, prices, fees):
    return build_pdf(path, [
        Heading(f"{issuer} - Price List {year}"),
        Note(f"This price list of {issuer} is valid from 1 January to 31 December {year}."),
        Heading("Table 1: Unit prices by product", level=2),
        Grid([["SKU", "Description", "Unit price"], *[list(p) for p in prices]], style="grid"),
        Heading("Table 2: Delivery fees per order by quantity", level=2),
        Grid([["Order quantity (units)", "Standard", "Express"], *[list(f) for f in fees]], style="grid",
             col_widths=[165, 165, 165]),
        Note("Note: fees per delivery to a single address, excluding VAT."),
    ])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("intent")
    _pricelist(d / "halden-2025.pdf", "Halden Supplies Ltd", 2025,
               [("HS-1001", "Cable ties 300 x 5 mm", "EUR 5.50"), ("HS-1002", "Packing tape 50 mm", "EUR 9.00"),
                ("HS-1003", "Bubble wrap roll", "EUR 14.20")],
               [("1-99", "EUR 45.00", "EUR 95.00"), ("100-499", "EUR 65.00", "EUR 120.00"),
                ("500+", "EUR 85.00", "EUR 175.00")])
    build_pdf(d / "pumps.pdf", [
        Heading("Corvin Pumps GmbH - Data sheet"),
        Grid([["Model", "Flow rate (m3/h)", "Noise level (dB)", "Weight (kg)"],
              ["CP-100", "12.5", "61", "18.4"], ["CP-200", "20.0", "64", "24.9"], ["CP-300", "31.5", "70", "33.0"]],
             style="grid"),
    ])
    with ingested(d, "intent.duckdb") as cat:
        yield cat


# answered questions and their values; every rewording below must keep the value or be refused
BASE = {
    "What is the express delivery fee for 250 units in Halden Supplies' 2025 price list?": 120.0,
    "What is the unit price of SKU HS-1002 in Halden Supplies' 2025 price list?": 9.0,
    "Which model in the Corvin Pumps data sheet has the lowest noise level?": "CP-100",
    "What is the weight of CP-200 in the Corvin Pumps data sheet?": 24.9,
}
REWORDINGS = [
    ("filler", "Hi, could you quickly check: {lc}"),
    ("filler", "Hello there, quick question: {lc} Thanks in advance!"),
    ("politeness", "Sorry to bother you, but {lc}"),
    ("instruction", "Assume you are a procurement analyst. {q} Round to two decimals."),
    ("instruction", "You are an accountant reviewing these figures. {q} Be concise."),
    ("german", "Hallo, kurze Frage: {lc} Danke!"),
]
SYNONYMS = {"lowest": "smallest"}
TYPOS = {"What": "Waht", "Which": "Wich", "price": "prcie"}


def _variants(q: str) -> list[tuple[str, str]]:
    lc = q[0].lower() + q[1:]
    out = [(k, t.format(q=q, lc=lc)) for k, t in REWORDINGS]
    if m := re.match(r"^(.+?) (in (?:the |Halden)[^?]+)\?$", q):  # the context clause moved to the front
        out.append(("clause", f"{m.group(2)[0].upper()}{m.group(2)[1:]}, {m.group(1)[0].lower()}{m.group(1)[1:]}?"))
    for word, other in {**SYNONYMS, **TYPOS}.items():
        if re.search(rf"\b{word}\b", q):
            out.append(("reworded", re.sub(rf"\b{word}\b", other, q, count=1)))
    return out


@pytest.mark.parametrize("question", list(BASE))
def test_rewordings_keep_the_answer_or_refuse(catalog, question):
    base = ask(catalog, question)
    assert base.status == "answered" and base.value == pytest.approx(BASE[question]) if isinstance(BASE[question], float) \
        else base.value == BASE[question], base.answer
    kept = 0
    for kind, text in _variants(question):
        a = ask(catalog, text)
        if a.status == "answered":
            assert a.value == base.value, (kind, text, a.answer)  # never another number
            kept += 1
    assert kept >= len(_variants(question)) - 1, "filler and instructions must not block an answer"


def test_politeness_and_request_verbs_do_not_block(catalog):
    for q in ["Hi, could you retrieve the unit price recorded for SKU HS-1003 in Halden Supplies' 2025 price list?",
              "Checking Halden Supplies' 2025 price list here: which unit price goes with SKU HS-1003?",
              "Sorry to bother you, but do you happen to know the unit price for SKU HS-1003? "
              "It should be in Halden Supplies' 2025 price list.",
              # greetings of another language read are greetings, not misspellings ("hallo" is no "hall")
              "Hallo, kurze Frage: what is the unit price of SKU HS-1003 in Halden Supplies' 2025 price list? Danke!",
              "Merhaba, what is the unit price of SKU HS-1003 in Halden Supplies' 2025 price list?"]:
        a = ask(catalog, q)
        assert a.status == "answered" and a.value == pytest.approx(14.2), (q, a.answer)


def test_misspelt_common_words_are_read_as_meant(catalog):
    a = ask(catalog, "Wich express delievery fee aplies to 250 units in Halden Supplies' 2025 price list, plase?")
    assert a.status == "answered" and a.value == pytest.approx(120.0), a.answer


def test_operation_synonyms(catalog):
    a = ask(catalog, "In the Corvin Pumps data sheet, which model's weight is at its peak?")
    assert a.status == "answered" and a.value == "CP-300", a.answer
    b = ask(catalog, "What is the avg noise level of the models in the Corvin Pumps data sheet?")
    assert b.status == "answered" and b.value == pytest.approx(65.0), b.answer


def test_instruction_presentation_is_honoured_and_said(catalog):
    a = ask(catalog, "Assume you are an analyst. What is the express delivery fee for 250 units in Halden "
                     "Supplies' 2025 price list? Round to one decimal. Answer in EUR thousands.")
    assert a.status == "answered" and a.value == pytest.approx(120.0), a.answer  # value stays in base units
    assert "As asked" in a.answer and "0.1 thousand EUR" in a.answer and "1 decimal)" in a.answer, a.answer
    b = ask(catalog, "What is the unit price of SKU HS-1002 in Halden Supplies' 2025 price list? Answer in USD.")
    assert b.status == "answered" and b.value == pytest.approx(9.0)
    assert "report EUR, not USD" in b.answer, b.answer  # never converted, and said so


def test_a_word_naming_what_is_not_there_refuses_naming_it(catalog):
    a = ask(catalog, "What is the battery capacity of CP-200 in the Corvin Pumps data sheet?")
    assert a.status != "answered" and "battery" in a.answer, a.answer
    b = ask(catalog, "Hi, what is the IP protection rating of CP-200 in the Corvin Pumps data sheet?")
    assert b.status != "answered", b.answer


def test_a_gap_named_before_its_measure_is_a_difference(catalog):
    """"the gap in X between A and B" asks what "the difference in X between A and B" asks."""
    said = ask(catalog, "What is the difference in noise level between CP-100 and CP-300 in the Corvin Pumps data sheet?")
    gap = ask(catalog, "What is the gap in noise level between CP-100 and CP-300 in the Corvin Pumps data sheet?")
    assert said.status == "answered" and abs(float(said.value)) == pytest.approx(9.0), said.answer
    assert gap.status == "answered" and gap.value == said.value, gap.answer
