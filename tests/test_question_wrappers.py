"""What a question says around what it asks: a scale it ends in ("What were Finch's total assets at
December 31, 2022, in USD millions?") is how to answer, as "Answer in USD millions." is; a role it opens
with ("As an analyst reviewing Finch's balance sheet, ...") is no word of the line asked, while whose
report it names stays. Reportlab reports through ingest and ask(), beside another company's report."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, build_pdf

BALANCE = [["(In Millions)", "Dec 31, 2022", "Dec 31, 2021"], ["Cash and cash equivalents", "5,865", "4,194"],
           ["Inventories", "8,427", "8,744"], ["Goodwill", "26,971", "26,276"], ["Total current assets", "47,249", "31,239"],
           ["Total assets", "153,091", "136,524"], ["Total current liabilities", "24,754", "22,310"],
           ["Total liabilities", "72,053", "58,503"]]

OTHER = [["(In Millions)", "Dec 31, 2022", "Dec 31, 2021"], ["Cash", "1,200", "1,100"], ["Goodwill", "3,400", "3,100"],
         ["Total assets", "9,870", "9,215"]]


@pytest.fixture(scope="module")
def finch(tmp_path_factory):
    d = tmp_path_factory.mktemp("finch")
    build_pdf(d / "finch_2022.pdf", [
        Heading("Finch Devices Inc. - Annual report on Form 10-K for the fiscal year ended December 31, 2022"),
        Heading("Consolidated Balance Sheets", level=2), Grid(BALANCE, style="booktabs", header_align="RIGHT")])
    build_pdf(d / "brindle_2022.pdf", [
        Heading("Brindle Tools Inc. - Annual report on Form 10-K for the fiscal year ended December 31, 2022"),
        Heading("Consolidated Balance Sheets", level=2), Grid(OTHER, style="booktabs", header_align="RIGHT")])
    with ingested(d, "f.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("tail", [", in USD millions?", ", in millions of US dollars?", ", in millions."])
def test_a_scale_said_as_the_questions_last_phrase_is_how_to_answer(finch, tail):
    a = ask(finch, "What were Finch Devices' total assets at December 31, 2022" + tail)
    assert a.status == "answered" and a.value == pytest.approx(153_091e6), a.answer
    assert "As asked (in millions): 153,091" in a.answer, a.answer


@pytest.mark.parametrize("opening", ["As an analyst reviewing Finch Devices' balance sheet, what goodwill did the company "
                                     "carry at December 31, 2022?",
                                     "As an investor, what goodwill did Finch Devices report at December 31, 2022?"])
def test_a_role_the_question_opens_with_is_no_word_of_the_line(finch, opening):
    a = ask(finch, opening)
    assert a.status == "answered" and a.value == pytest.approx(26_971e6), a.answer


@pytest.mark.parametrize("tail", [" Base your answer on the balance sheet and give USD millions.", " Report USD millions."])
def test_a_currency_and_scale_said_after_the_verb_is_how_to_answer(finch, tail):
    a = ask(finch, "What were Finch Devices' total assets at December 31, 2022?" + tail)
    assert a.status == "answered" and a.value == pytest.approx(153_091e6), a.answer
    assert "As asked (in millions): 153,091" in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "Answer with one number in US dollars, applying whatever scale the document states. Question: what goodwill did "
    "Finch Devices carry at December 31, 2022?",
    "Reply with a single figure and no commentary. Finch Devices' goodwill at December 31, 2022?",
    "What goodwill did Finch Devices carry at December 31, 2022, applying the table's scale?",
    "What goodwill did Finch Devices carry at December 31, 2022? Respond with the number only, in whatever currency "
    "the statement uses."])
def test_an_instruction_of_any_wording_is_told_by_its_words(finch, question):
    """A sentence or closing clause that opens with a verb of answering and says only how the answer
    is to look names nothing, however it is worded."""
    a = ask(finch, question)
    assert a.status == "answered" and a.value == pytest.approx(26_971e6), a.answer


def test_a_scale_an_instruction_declines_is_not_asked(finch):
    a = ask(finch, "Reply with a single figure in US dollars (not in millions). Finch Devices' goodwill at December 31, 2022?")
    assert a.status == "answered" and a.value == pytest.approx(26_971e6), a.answer
    assert "As asked (in millions)" not in a.answer, a.answer


@pytest.mark.parametrize("question", [
    "Answer with one number: what was Finch Devices' goodwill at December 31, 2022 for the tools segment?",
    "Give the number only, applying the segment's scale. What were Finch Devices' total assets at December 31, 2022?"])
def test_an_instruction_that_names_something_is_still_read(finch, question):
    """A word of the instruction that no answer vocabulary holds ("segment") is a word the tables must
    explain: it is not set aside with the instruction."""
    a = ask(finch, question)
    assert a.status == "not_found", a.answer
