"""Which row a text cell picks: "What employee group was represented by AFA?" over a table whose
label column is headed "Employee Group" and whose "Union" column says "AFA" on one line. The
question asks for the kind of row (the noun after "which"/"what" that the label column's heading
prints) and names the row by the text of one of its cells, not by its label; the answer is that
row's label as printed, cited with the text cell that picked it.

A row is picked only when the question names its cell's text whole (the text, or a short name it
prints in brackets: 'International Brotherhood of Teamsters ("IBT")' for "IBT"), and no other row
has a cell named as whole by the same words ("PAFCA" on two lines is ambiguous; 'TWU 550' picks
both the line printing "TWU 550" and the one printing '... Local 550 ("TWU 550")'). Every other
content word must be explained: the kind asked, the document, the table's heading, the picking
cell's column, or a verb the table's headings state (``link.relation_positions``). Read by
``route._lookup`` before the one-cell lookup.

    answer(qt, scope) -> Plan("answered", "lookup", value="Endeavor Air Flight Attendants (1)") | None
"""
from __future__ import annotations

from dataclasses import dataclass

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.cells import Scope, cell_ok, unexplained_words
from tabsql.query_router.index import ColView, RowView, TableView, name_part, term_set
from tabsql.query_router.link import Match, QuestionTerms, caption_positions, col_match, relation_positions
from tabsql.query_router.text import STOPWORDS, clean_label, tokens


@dataclass
class _Pick:
    row: RowView
    col: ColView
    match: Match
    whole: bool  # the question says the cell's text (or its short name) whole


def asked_kind(qt: QuestionTerms, tv: TableView) -> frozenset[int]:
    """The words after the first "what"/"which" that the table's row-label heading prints ("employee
    group" over "Employee Group"; "employees" too): the kind of row asked. Empty when none, and when
    a word naming something more follows them ("what goodwill balance was ...": a measure of the
    kind that a line prints, whose value is asked, not which row)."""
    toks = qt.a.toks
    start = next((i for i, t in enumerate(toks) if t in lexicon.words("asking_words")), None)
    if start is None:
        return frozenset()
    out: list[int] = []
    for j in range(start + 1, len(toks)):
        if toks[j] in lexicon.words("item_articles") and not out:
            continue
        if not qt.a.terms_at(j) & tv.row_kind:
            break
        out.append(j)
    after = max(out) + 1 if out else None
    if after is not None and after < len(toks) and _names_lines(qt, tv, after):
        return frozenset()  # "what goodwill balance": a line's word ("Balance at December 31, 2022")
    said = next((k for k in range(after, len(toks)) if toks[k] not in STOPWORDS), None) if after is not None else None
    if said is not None and said > after and toks[said - 1] in lexicon.words("part_of_kind") and _names_lines(qt, tv, said):
        return frozenset()  # "what deferred income tax assets from tax carryforwards": one line's value
    return frozenset(out)


def _names_lines(qt: QuestionTerms, tv: TableView, i: int) -> bool:
    """Whether the question's word at ``i`` names lines of the table: a word its labels print that
    is no function word, or the first word of a label ("Balance at December 31, 2022"); not the "of"
    of "which employees of Southwest"."""
    word = qt.a.toks[i]
    if word in STOPWORDS:
        return any(r.path and tokens(r.path[-1])[:1] == (word,) for r in tv.rows)
    return any(qt.a.terms_at(i) & r.label_terms for r in tv.rows)


def _short_names(text: str) -> list[str]:
    """The short names a cell prints in brackets ('Local 550 ("TWU 550")' -> ["TWU 550"])."""
    out = []
    for seg in text.split("(")[1:]:
        inner = seg.split(")")[0].strip(" \"'\u201c\u201d")
        if inner:
            out.append(inner)
    return out


def _pick(qt: QuestionTerms, row: RowView, col: ColView, text: str, kind: frozenset[int]) -> _Pick | None:
    m = qt.match_text(text)
    if m.cov < 0.999:  # its short name said whole ('... Local 550 ("TWU 550")' for "TWU 550")
        m = next((s for n in _short_names(text) if (s := qt.match_text(n)).cov >= 0.999 and s.strength > 0), m)
    if not m.ok or m.pos & kind:
        return None
    return _Pick(row, col, m, m.cov >= 0.999)


def label_column(tv: TableView) -> ColView | None:
    """The table's row-label column as a column view (the index keeps only value columns)."""
    t = tv.nt.table
    col = next((c for c in tv.nt.columns if c.index == 0), None) if t.label_cols else None
    if col is None:
        return None
    path = [name_part(clean_label(p)) for p in col.path if clean_label(p)]
    text = " > ".join(path)
    return ColView(col=col, path=path, text=text, years=set(), quarter=None, numeric=False, terms=term_set(text))


def answer(qt: QuestionTerms, scope: Scope) -> Plan | None:
    """The label of the row a text cell picks, when the question asks which row; else None."""
    for tv in scope.tables:
        kind = asked_kind(qt, tv)
        label = label_column(tv) if kind else None
        if label is None:
            continue
        picks = []
        for r in tv.rows:
            for c in tv.cols:
                cell = tv.cell(r, c)
                if c.col.type != "text" or cell is None or cell.value.kind != "text":
                    continue
                if (p := _pick(qt, r, c, cell.text, kind)) is not None and cell_ok(qt.a, tv, r, c, None, None, False):
                    picks.append(p)
        if not picks:
            continue
        best = max(picks, key=lambda p: (p.whole, p.match.cov, p.match.strength))
        explained = kind | best.match.pos | caption_positions(qt, tv) | relation_positions(qt, tv) | \
            col_match(qt, tv, best.col).pos | scope.doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
        if unexplained_words(qt, explained):
            continue
        rivals = [p for p in picks if p.row is not best.row and best.match.pos <= p.match.pos
                  and (p.whole or not best.whole)]
        if rivals:
            names = ", ".join(dict.fromkeys(p.row.text for p in [best, *rivals]))
            return Plan("ambiguous", "lookup", "refused", reason=f"several rows print what the question names: {names}")
        label_cell = tv.grid.get((best.row.row.index, label.col.index))
        named = Operand(tv, best.row, label, label_cell, explained=frozenset(explained))
        if named.value is None or not isinstance(named.value, str):
            continue
        picked = Operand(tv, best.row, best.col, tv.cell(best.row, best.col), explained=frozenset(explained))
        return Plan("answered", "lookup", "lookup", [named, picked], named.value, None,
                    links={"table": tv.key, "row": best.row.text, "column": label.text,
                           "picked_by": {"column": best.col.text, "text": picked.cell.text}})
    return None
