import random
from collections import Counter
random.seed(1234)
xs = [i * 0.5 for i in range(12)]
ys = [int(x) % 3 for x in xs]
data = list(zip(xs, ys))
random.shuffle(data)
print(data[:4])
print(Counter(y for _, y in data))
def batches(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]
for b, batch in enumerate(batches(data, 5)):
    bx, by = zip(*batch)
    print(b, len(batch), sum(bx), by)
