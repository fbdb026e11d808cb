import torch
# chained assign
x = torch.zeros(3, 4)
x[0][1] = 5
x[1][[0, 2]] = 7
x[[2]][0] = 9
x[x > 100][0:0] = 1
x[:, 1][2] = 3
print(x)
y = x[[0, 1]]
y[0, 0] = 100
print(x[0, 0], y[0, 0])
z = x[0]
z += 1
print(x[0])
