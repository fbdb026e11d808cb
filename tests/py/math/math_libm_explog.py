# math.exp/log/log2/sqrt/pow and float ** on a few hundred inputs
# (the WASM build must print the same last digits as glibc).
import math

for i in range(150):
    x = i * 0.731 - 50.0
    print(repr(x), repr(math.exp(x)), repr(math.exp(x / 37.0)))
for i in range(1, 151):
    x = i * 1.37 ** (i % 23) / 7.0
    print(repr(x), repr(math.log(x)), repr(math.log2(x)), repr(math.sqrt(x)))
for i in range(1, 80):
    b = i * 0.173
    print(repr(b ** 0.37), repr(math.pow(b, -2.5)), repr((i / 9.0) ** (i / 11.0)))
print(repr(math.exp(709.78)), repr(math.exp(-745.0)), repr(math.log(5e-324)), repr(2.0 ** -1074))
