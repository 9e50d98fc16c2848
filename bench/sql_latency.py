"""Latency of the business-dev questions answered through SQL (the ones the sandbox serves).

    python bench/sql_latency.py CATALOG.duckdb ANSWERS.jsonl   (ANSWERS: bench/qa.py --answers of that set)
"""
import json, sys, time, statistics
from tabsql.catalog import Catalog
from tabsql.answer import ask, index_for
qs=[json.loads(l) for l in open('/work/shared/corpus/business-dev/questions.jsonl')]
ans=[json.loads(l) for l in open(sys.argv[2])]
sqlq=[q['question'] for q,a in zip(qs,ans) if a.get('route')=='sql']
cat=Catalog(sys.argv[1]); idx=index_for(cat,None)
ask(cat, sqlq[0], index=idx)
ts=[]
for q in sqlq:
    t=time.perf_counter(); ask(cat,q,index=idx); ts.append((time.perf_counter()-t)*1000)
ts.sort(); print(len(ts),'sql-route questions: median %.1f ms p95 %.1f ms' % (statistics.median(ts), ts[int(len(ts)*.95)]))
