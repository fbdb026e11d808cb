d = {10: 'a', -5: 'b', 3: 'c', 0: 'd'}
print(d, sorted(d), d[-5], list(d.keys()))
idx2label = {i: c for i, c in enumerate('abcde')}
label2idx = {c: i for i, c in idx2label.items()}
print(idx2label, label2idx)
print({2 ** 62: 'big', -(2 ** 62): 'neg'}, {True: 1, 1: 2})
