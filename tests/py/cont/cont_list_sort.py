data = [5, 2, 9, 1, 5, 6, -3, 0]
print(sorted(data), sorted(data, reverse=True))
data.sort()
print(data)
words = ['banana', 'Apple', 'cherry', 'apple', 'Banana']
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len))
print(sorted(words, key=len, reverse=True))
recs = [('b', 2), ('a', 2), ('c', 1), ('a', 1)]
print(sorted(recs), sorted(recs, key=lambda r: r[1]), sorted(recs, key=lambda r: (-r[1], r[0])))
fl = [0.5, -1.25, 3.0, 1e-3, 2.5]
fl.sort(key=abs)
print(fl)
print(sorted([3, 1.5, 2, True, 0]))
print(sorted({'z': 1, 'y': 2, 'x': 3}.items(), key=lambda kv: kv[1], reverse=True))
