import torch
import torch.nn as nn

s = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
s2 = s + nn.Sequential(nn.Linear(2, 1))
print(s2)
s3 = s * 2
print(s3)
print(s3[0] is s3[2])
print(len(list(s3.parameters())))
s += nn.Sequential(nn.Sigmoid())
print(s)
try:
    s + nn.ReLU()
except ValueError as e:
    print("ValueError:", e)
try:
    s * 0
except ValueError as e:
    print("ValueError:", e)
try:
    s * 1.5
except TypeError as e:
    print("TypeError:", e)
s.extend([nn.Tanh(), nn.Identity()])
print(s)
print(s.pop(-1), len(s))
