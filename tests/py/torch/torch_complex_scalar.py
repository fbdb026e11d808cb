import torch
z = torch.tensor([1 + 2j, 3 + 0j, 0j])
print(z[0].item(), z[1].item(), complex(z[0]), complex(torch.tensor(2.5)))
print(float(z[1]), int(z[1]), bool(z[2]), bool(z[0]))
for f in (float, int):
    try:
        print(f(z[0]))
    except RuntimeError as e:
        print("RuntimeError", e)
print(f"{z[0]:.2f}", "{}".format(z[1]))
try:
    [1, 2][torch.tensor(1 + 0j)]
except TypeError as e:
    print("TypeError", e)
