"""A hyphenated word led by an issuer's name ("Kestner-Artikel") is read as the name and the noun:
the compound as a whole names nothing the tables print, so the question was refused."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("compounds")
    build_pdf(folder / "kestner_preisliste_2025.pdf", [
        Heading("Kestner Beschlagtechnik GmbH — Preisliste 2025"),
        Grid([["Artikelnr.", "Bezeichnung", "Preis je VE (EUR)"],
              ["KB-101", "Scharnier, verzinkt", "12,40"],
              ["KB-102", "Scharnier, Edelstahl", "24,90"],
              ["KB-201", "Riegel, klein", "8,75"],
              ["KB-202", "Riegel, gross", "21,30"],
              ["KB-301", "Griff, Aluminium", "31,60"]], style="grid"),
    ])
    build_pdf(folder / "marlow_prices_2025.pdf", [
        Heading("Marlow Fittings Ltd — Price list 2025"),
        Grid([["Item no.", "Product", "Price (EUR)"],
              ["MF-11", "Hinge, zinc", "11.90"],
              ["MF-12", "Hinge, steel", "23.50"]], style="grid"),
    ])
    with ingested(folder, "compounds.duckdb") as cat:
        yield cat


def test_a_name_joined_to_a_noun_is_read_as_both(catalog):
    a = ask(catalog, "Wie viele Kestner-Artikel kosten mehr als 20 € je VE?")
    assert a.status == "answered" and a.value == 3, a.answer


def test_the_two_words_answer_alike(catalog):
    a = ask(catalog, "Wie viele Kestner Artikel kosten mehr als 20 € je VE?")
    assert a.status == "answered" and a.value == 3, a.answer
