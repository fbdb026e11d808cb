words = 'the quick brown fox'.split()
print([w.capitalize() for w in words], '_'.join(words).upper())
counts = {}
for ch in 'mississippi':
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
