#!/usr/bin/env bash
# Every answering set on one checkout, one after the other, each graded by ../shared/tools/score.py:
# business-dev, business-paraphrase and bench/business-fresh (same documents, one DB), tatqa-dev --scope report and all reports
# (one DB), aitqa-dev --scope report, and bench/filings, bench/filings-heldout, bench/filings-fresh,
# bench/filings-fresh2, bench/filings-fresh3, bench/filings-fresh4, bench/filings-fresh5, bench/filings-fresh6, bench/filings-fresh7, bench/filings-fresh8, bench/filings-fresh9, bench/filings-fresh10, bench/filings-fresh11, bench/filings-fresh12, bench/filings-fresh13, bench/filings-fresh14, bench/filings-fresh15, bench/filings-fresh16, bench/filings-fresh17, bench/filings-fresh18, bench/filings-fresh19, bench/filings-fresh20, bench/filings-fresh21, bench/filings-fresh22, bench/filings-fresh23 and bench/filings-fresh24 (one DB) over ../shared/corpus/filings, and bench/business-other, bench/business-other2, bench/business-other3, bench/business-other4, bench/business-other5, bench/business-other6, bench/business-other7, bench/business-other8, bench/business-other9, bench/business-other10, bench/business-other11, bench/business-other12, bench/business-other13, bench/business-other14, bench/business-other15, bench/business-other16, bench/business-other17, bench/business-other18, bench/business-other19, bench/business-other20, bench/business-other21 and bench/business-other22 (held out:
# other companies' documents), bench/tatqa-style, bench/tatqa-style2, bench/tatqa-style3, bench/tatqa-style4, bench/tatqa-style5, bench/tatqa-style6, bench/tatqa-style7, bench/tatqa-style8, bench/tatqa-style9, bench/tatqa-style10, bench/tatqa-style11, bench/tatqa-style12, bench/tatqa-style13, bench/tatqa-style14, bench/tatqa-style15, bench/tatqa-style16, bench/tatqa-style17 and bench/tatqa-style18 (new report notes asked TAT-QA's way, --scope report)
# and bench/aitqa-style, bench/aitqa-style2, bench/aitqa-style3, bench/aitqa-style4, bench/aitqa-style5, bench/aitqa-style6, bench/aitqa-style7, bench/aitqa-style8, bench/aitqa-style9, bench/aitqa-style10, bench/aitqa-style11, bench/aitqa-style12, bench/aitqa-style13, bench/aitqa-style14, bench/aitqa-style15, bench/aitqa-style16 and bench/aitqa-style17 (new airline and other transport tables asked AIT-QA's way, --scope report),
# made by each set's make_docs.py into DBS/<set>-docs on first use; own DB each.
#
#   bash bench/all.sh OUT                  # DBs ingested into OUT/dbs on first use, then reused
#   DBS=/work/dbs bash bench/all.sh OUT    # reuse DBs ingested earlier (copy them first to keep them)
#   SETS="aitqa-report tatqa-report" bash bench/all.sh OUT    # only these
#
# Writes OUT/NAME.answers.jsonl, OUT/NAME.score.json and OUT/NAME.txt per set; compare two runs with
# `python bench/compare.py OLD NEW`. PY picks the interpreter (default: this checkout's .venv).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: bash bench/all.sh OUT}
shared=${SHARED:-}
for cand in "$here/../shared" /work/shared; do
  [ -z "$shared" ] && [ -d "$cand/corpus" ] && shared=$(cd "$cand" && pwd)
done
[ -n "$shared" ] || { echo "no ../shared with corpus/ found (set SHARED)" >&2; exit 2; }
py=${PY:-$here/.venv/bin/python}
dbs=${DBS:-$out/dbs}
sets=${SETS:-business-dev business-paraphrase business-fresh tatqa-report tatqa-all aitqa-report filings filings-heldout filings-fresh filings-fresh2 filings-fresh3 filings-fresh4 filings-fresh5 filings-fresh6 filings-fresh7 filings-fresh8 filings-fresh9 filings-fresh10 filings-fresh11 filings-fresh12 filings-fresh13 filings-fresh14 filings-fresh15 filings-fresh16 filings-fresh17 filings-fresh18 filings-fresh19 filings-fresh20 filings-fresh21 filings-fresh22 filings-fresh23 filings-fresh24 business-other business-other2 business-other3 business-other4 business-other5 business-other6 business-other7 business-other8 business-other9 business-other10 business-other11 business-other12 business-other13 business-other14 business-other15 business-other16 business-other17 business-other18 business-other19 business-other20 business-other21 business-other22 tatqa-style tatqa-style2 tatqa-style3 tatqa-style4 tatqa-style5 tatqa-style6 tatqa-style7 tatqa-style8 tatqa-style9 tatqa-style10 tatqa-style11 tatqa-style12 tatqa-style13 tatqa-style14 tatqa-style15 tatqa-style16 tatqa-style17 tatqa-style18 aitqa-style aitqa-style2 aitqa-style3 aitqa-style4 aitqa-style5 aitqa-style6 aitqa-style7 aitqa-style8 aitqa-style9 aitqa-style10 aitqa-style11 aitqa-style12 aitqa-style13 aitqa-style14 aitqa-style15 aitqa-style16 aitqa-style17}
mkdir -p "$out" "$dbs"

run() {  # NAME SET_DIR DB [qa.py options]
  local name=$1 set_dir=$2 db=$3
  shift 3
  case " $sets " in *" $name "*) ;; *) return 0 ;; esac
  local t0=$SECONDS
  "$py" "$here/bench/qa.py" "$set_dir" --db "$dbs/$db.duckdb" --answers "$out/$name.answers.jsonl" \
    --json "$out/$name.score.json" "$@" > "$out/$name.txt" 2> "$out/$name.err"
  echo "$name ($((SECONDS - t0)) s): $(grep -E '^accuracy' "$out/$name.txt")"
}

run business-dev "$shared/corpus/business-dev" business
run business-paraphrase "$shared/corpus/business-paraphrase" business
run business-fresh "$here/bench/business-fresh" business --docs "$shared/corpus/business-dev"
run tatqa-report "$shared/corpus/tatqa-dev" tatqa --scope report
run tatqa-all "$shared/corpus/tatqa-dev" tatqa
run aitqa-report "$shared/corpus/aitqa-dev" aitqa --scope report
run filings "$here/bench/filings" filings --docs "$shared/corpus/filings"
run filings-heldout "$here/bench/filings-heldout" filings --docs "$shared/corpus/filings"
run filings-fresh "$here/bench/filings-fresh" filings --docs "$shared/corpus/filings"
run filings-fresh2 "$here/bench/filings-fresh2" filings --docs "$shared/corpus/filings"
run filings-fresh3 "$here/bench/filings-fresh3" filings --docs "$shared/corpus/filings"
run filings-fresh4 "$here/bench/filings-fresh4" filings --docs "$shared/corpus/filings"
run filings-fresh5 "$here/bench/filings-fresh5" filings --docs "$shared/corpus/filings"
run filings-fresh6 "$here/bench/filings-fresh6" filings --docs "$shared/corpus/filings"
run filings-fresh7 "$here/bench/filings-fresh7" filings --docs "$shared/corpus/filings"
run filings-fresh8 "$here/bench/filings-fresh8" filings --docs "$shared/corpus/filings"
run filings-fresh9 "$here/bench/filings-fresh9" filings --docs "$shared/corpus/filings"
run filings-fresh10 "$here/bench/filings-fresh10" filings --docs "$shared/corpus/filings"
run filings-fresh11 "$here/bench/filings-fresh11" filings --docs "$shared/corpus/filings"
run filings-fresh12 "$here/bench/filings-fresh12" filings --docs "$shared/corpus/filings"
run filings-fresh13 "$here/bench/filings-fresh13" filings --docs "$shared/corpus/filings"
run filings-fresh14 "$here/bench/filings-fresh14" filings --docs "$shared/corpus/filings"
run filings-fresh15 "$here/bench/filings-fresh15" filings --docs "$shared/corpus/filings"
run filings-fresh16 "$here/bench/filings-fresh16" filings --docs "$shared/corpus/filings"
run filings-fresh17 "$here/bench/filings-fresh17" filings --docs "$shared/corpus/filings"
run filings-fresh18 "$here/bench/filings-fresh18" filings --docs "$shared/corpus/filings"
run filings-fresh19 "$here/bench/filings-fresh19" filings --docs "$shared/corpus/filings"
run filings-fresh20 "$here/bench/filings-fresh20" filings --docs "$shared/corpus/filings"
run filings-fresh21 "$here/bench/filings-fresh21" filings --docs "$shared/corpus/filings"
run filings-fresh22 "$here/bench/filings-fresh22" filings --docs "$shared/corpus/filings"
run filings-fresh23 "$here/bench/filings-fresh23" filings --docs "$shared/corpus/filings"
run filings-fresh24 "$here/bench/filings-fresh24" filings --docs "$shared/corpus/filings"
for other in business-other business-other2 business-other3 business-other4 business-other5 business-other6 business-other7 business-other8 business-other9 business-other10 business-other11 business-other12 business-other13 business-other14 business-other15 business-other16 business-other17 business-other18 business-other19 business-other20 business-other21 business-other22 tatqa-style tatqa-style2 tatqa-style3 tatqa-style4 tatqa-style5 tatqa-style6 tatqa-style7 tatqa-style8 tatqa-style9 tatqa-style10 tatqa-style11 tatqa-style12 tatqa-style13 tatqa-style14 tatqa-style15 tatqa-style16 tatqa-style17 tatqa-style18 aitqa-style aitqa-style2 aitqa-style3 aitqa-style4 aitqa-style5 aitqa-style6 aitqa-style7 aitqa-style8 aitqa-style9 aitqa-style10 aitqa-style11 aitqa-style12 aitqa-style13 aitqa-style14 aitqa-style15 aitqa-style16 aitqa-style17; do  # generated documents, each its own DB
  case " $sets " in *" $other "*)
    [ -d "$dbs/$other-docs" ] || "$py" "$here/bench/$other/make_docs.py" "$dbs/$other-docs" ;;
  esac
  case $other in
    tatqa-style*|aitqa-style*) run "$other" "$here/bench/$other" "$other" --docs "$dbs/$other-docs" --scope report ;;  # TAT-QA's and AIT-QA's way: each question of its own report
    *) run "$other" "$here/bench/$other" "$other" --docs "$dbs/$other-docs" ;;
  esac
done
