# math.sin/cos/tan/asin/acos/atan/atan2/hypot on a few hundred inputs
# (the WASM build must print the same last digits as glibc).
import math

xs = [i * 0.37 - 25.0 for i in range(140)]
xs += [math.pi * k / 4 for k in range(-48, 49)]
xs += [1e-9, -1e-9, 1e-300, 1e5 + 0.5, 123456.789, 1e16, 1e22, 3e300, -7.5e200]
for x in xs:
    print(repr(x), repr(math.sin(x)), repr(math.cos(x)))
# (not tan near multiples of pi/2: glibc's tan misrounds many of those)
for x in xs[:140]:
    print(repr(math.tan(x)))
for i in range(-40, 41):
    t = i / 40
    print(repr(t), repr(math.asin(t)), repr(math.acos(t)), repr(math.atan(t * 7.3)))
for i in range(60):
    y = math.sin(i * 1.1) * (i + 1)
    x = math.cos(i * 0.7) * (60 - i)
    print(repr(math.atan2(y, x)), repr(math.hypot(x, y)), repr(math.atan2(-y, x)))
# cosine annealing, as in torch.optim.lr_scheduler.CosineAnnealingLR
T = 37
for e in range(T + 1):
    print(e, repr(0.001 + (0.1 - 0.001) * (1 + math.cos(math.pi * e / T)) / 2))
print(repr(math.cos(math.pi * 43 / 4)), repr(math.sin(math.pi)), repr(math.atan2(0.0, -0.0)))
