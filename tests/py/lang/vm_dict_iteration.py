d = {'w': 1, 'b': 2}
for k in d: print(k, d[k])
for k, v in d.items(): print(k, v)
print(list(d.keys()), list(d.values()))
d2 = {k: v * 2 for k, v in d.items() if v > 1}
print(d2)
try:
    for k in d: d['new'] = 1
except RuntimeError as e: print(e)
