import torch

p = torch.nn.Parameter(torch.ones(2))
for ctor in [torch.optim.Adam, torch.optim.AdamW, torch.optim.RMSprop, torch.optim.Adagrad]:
    opt = ctor([p])
    print(opt)
    print(opt.defaults)
    print(list(opt.param_groups[0].keys()))
    print(type(opt).__module__)
print(torch.optim.Adam([p], lr=3e-4, betas=(0.5, 0.9), eps=1e-6, weight_decay=1e-5, amsgrad=True))
print(torch.optim.AdamW([p], lr=1e-3, weight_decay=0.0))
print(torch.optim.RMSprop([p], lr=0.001, alpha=0.9, centered=True, momentum=0.1))
print(torch.optim.Adagrad([p], lr_decay=0.1, initial_accumulator_value=0.5))
