import random
random.seed(42)
indices = list(range(20))
random.shuffle(indices)
split = int(0.8 * len(indices))
train, val = indices[:split], indices[split:]
print(train)
print(val)
batches = [train[i:i + 4] for i in range(0, len(train), 4)]
print(batches)
noise = [round(random.gauss(0, 0.1), 6) for _ in range(4)]
print(noise)
dropout_mask = [1 if random.random() > 0.5 else 0 for _ in range(10)]
print(dropout_mask)
