preds = [0, 1, 1, 2, 2, 2]
labels = [0, 1, 2, 2, 1, 2]
k = 3
cm = [[0] * k for _ in range(k)]
for p, l in zip(preds, labels): cm[l][p] += 1
for row in cm: print(' '.join(f'{v:2d}' for v in row))
acc = sum(cm[i][i] for i in range(k)) / len(preds)
print(f'acc={acc:.3f}')
