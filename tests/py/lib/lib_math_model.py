import math
# typical model-code math: init bounds, schedules, positional encodings
fan_in = 128
bound = 1 / math.sqrt(fan_in)
print(bound, math.sqrt(5), math.sqrt(6.0 / (fan_in + 64)))
gain = math.sqrt(2.0 / (1 + 0.01 ** 2))
print(gain)
for step in range(0, 101, 25):
    lr = 0.5 * (1 + math.cos(math.pi * step / 100)) * 0.1
    print(step, lr)
d_model = 8
for i in range(0, d_model, 2):
    div = math.exp(i * (-math.log(10000.0) / d_model))
    print(i, div, math.sin(3 * div), math.cos(3 * div))
print(math.ceil(100 / 32), math.floor(math.log2(1000)))
warmup = [min(1.0, s / 10) for s in range(0, 15, 3)]
print(warmup)
