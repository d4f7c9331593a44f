#!/usr/bin/env python3
"""Per-query latency of `kith search --json` through a pipe, for growth figures at 10k, 100k and 1M contacts.

usage: Scripts/search-growth.py KITH STORE BOOK.vcf   (the store holds BOOK, e.g. from kith-bench generate)
Queries: 150 full names, 75 given names and 75 names with two letters swapped, from the book, three rounds.
"""
import subprocess, sys, time, random, re, statistics
kith, store, book = sys.argv[1], sys.argv[2], sys.argv[3]
names = []
with open(book, encoding='utf-8') as f:
    for line in f:
        if line.startswith('FN:'): names.append(line[3:].strip())
random.seed(7)
sample = random.sample(names, 300)
queries = []
for n in sample[:150]: queries.append(n)
for n in sample[150:225]: queries.append(n.split()[0])
for n in sample[225:]:
    w = list(n)
    if len(w) > 4:
        i = random.randrange(1, len(w) - 2); w[i], w[i+1] = w[i+1], w[i]
    queries.append(''.join(w))
p = subprocess.Popen([kith, '--store', store, 'search', '--json'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
def ask(q):
    p.stdin.write((q + '\n').encode()); p.stdin.flush(); return p.stdout.readline()
ask('warm up')
times = []
for _ in range(3):
    for q in queries:
        t = time.perf_counter(); ask(q); times.append((time.perf_counter() - t) * 1000)
p.stdin.close(); p.wait()
times.sort()
print(f"{len(names)} contacts: median {statistics.median(times):.3f} ms, p99 {times[int(len(times)*0.99)]:.3f} ms over {len(times)} queries")
