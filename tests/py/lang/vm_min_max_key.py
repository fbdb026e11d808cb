pts = [(1, 5), (3, 2), (2, 8)]
print(max(pts, key=lambda p: p[1]), min(pts), max(3, 7, 5), min('bca'))
