recs = [{'n': 'b', 'v': 2}, {'n': 'a', 'v': 2}, {'n': 'c', 'v': 1}]
print([r['n'] for r in sorted(recs, key=lambda r: (r['v'], r['n']))])
print(sorted('hello'), sorted([3, 1, 2], reverse=True))
