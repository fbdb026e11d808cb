import torch
# matmul integer / bool / half / double
i = torch.arange(6).reshape(2, 3)
print(i @ i.t(), (i @ i.t()).dtype, i.matmul(torch.tensor([1, 0, -1])))
print(i.double() @ i.t().double(), i.half() @ i.t().half(), (i.bfloat16() @ i.t().bfloat16()).dtype)
try:
    print(torch.tensor([[True]]) @ torch.tensor([[True]]))
except Exception as e:
    print(type(e).__name__, e)
print(torch.matmul(torch.ones(2, 0), torch.ones(0, 3)), torch.ones(0, 2) @ torch.ones(2, 3), torch.ones(3, 0) @ torch.ones(0))
x = torch.tensor([[0.1, 0.2, 0.3]])
w = torch.tensor([[1., 2., 3.], [4., 5., 6.]])
print(x @ w.t(), torch.nn.functional.linear(x, w), torch.nn.functional.linear(x, w, torch.tensor([1., -1.])))
print(torch.linalg.matmul(x, w.T), torch.chain_matmul(w.t(), w) if hasattr(torch, 'chain_matmul') else '')
print(torch.linalg.multi_dot([x, w.t(), torch.ones(2, 1)]))
