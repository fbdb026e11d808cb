import torch
# int-mode floats and sci thresholds at boundaries
for v in [[1., 1000.], [1., 1001.], [1., 1e8], [1., 1.0001e8], [0.5, 500.], [0.5, 500.5], [1e-4, 1.], [1.0001e-4, 1.],
          [99999999.], [100000000.], [100000001.], [1e16], [-1e8, 1.], [0.0001], [0.00011], [5e-5, 5e-5]]:
    print(v, torch.tensor(v), torch.tensor(v, dtype=torch.float64))
