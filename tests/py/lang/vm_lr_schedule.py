import math
def cosine(step, total, base=0.1):
    return base * 0.5 * (1 + math.cos(math.pi * step / total))
print([round(cosine(s, 10), 5) for s in range(0, 11, 2)])
def warmup(step, w=3):
    return min(1.0, (step + 1) / w)
print([warmup(s) for s in range(5)])
