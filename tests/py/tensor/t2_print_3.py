import torch
# float16/bfloat16 magnitudes
vals = [[0.001, 0.01], [1e-5, 1.0], [60000.0, 1.0], [123.456, 0.5], [-0.0, 0.0], [float('nan'), 1.0], [float('inf'), -2.5],
        [0.1, 0.2, 0.3], [1000.5, 1.0], [3.14159265], [1.0 / 3]]
for v in vals:
    print(torch.tensor(v, dtype=torch.float16), torch.tensor(v, dtype=torch.bfloat16))
print(torch.arange(10, dtype=torch.float16) / 7)
print(torch.arange(10, dtype=torch.bfloat16) / 7)
