runs = [
    {'name': 'a', 'score': 0.8, 'time': 12},
    {'name': 'b', 'score': 0.9, 'time': 30},
    {'name': 'c', 'score': 0.8, 'time': 5},
]
for r in sorted(runs, key=lambda r: (-r['score'], r['time'])):
    print(r['name'], r['score'], r['time'])
print(sorted(runs, key=lambda r: r['time'])[0])
best = max(runs, key=lambda r: r['score'])
print(best['name'])
try:
    sorted(runs)
except TypeError as e:
    print(e)
