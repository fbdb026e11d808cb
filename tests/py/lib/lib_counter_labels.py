from collections import Counter
import random
random.seed(3)
labels = [random.choice("abc") for _ in range(30)]
c = Counter(labels)
print(c, c.most_common(1))
total = sum(c.values())
weights = {k: round(total / (len(c) * v), 4) for k, v in sorted(c.items())}
print(weights)
print(Counter(labels[:10]) + Counter(labels[10:20]))
print(sorted(c.elements())[:5], list(c.keys()) == list(dict.fromkeys(labels)))
