import math
preds = [0, 1, 1, 0, 1, 2, 2, 1]
labels = [0, 1, 0, 0, 1, 2, 1, 1]
correct = sum(p == l for p, l in zip(preds, labels))
print("accuracy", correct / len(labels))
classes = sorted(set(labels))
for c in classes:
    tp = sum(1 for p, l in zip(preds, labels) if p == c and l == c)
    fp = sum(1 for p, l in zip(preds, labels) if p == c and l != c)
    fn = sum(1 for p, l in zip(preds, labels) if p != c and l == c)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    print(c, round(prec, 3), round(rec, 3), round(f1, 3))
logits = [2.0, 1.0, 0.1]
m = max(logits)
exps = [math.exp(x - m) for x in logits]
s = sum(exps)
probs = [e / s for e in exps]
print(probs, sum(probs))
print(-math.log(probs[0]))
