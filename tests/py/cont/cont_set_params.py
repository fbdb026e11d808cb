model_params = {'fc1.weight', 'fc1.bias', 'fc2.weight', 'fc2.bias', 'bn.running_mean'}
loaded = {'fc1.weight', 'fc1.bias', 'fc2.weight', 'extra.weight'}
missing = model_params - loaded
unexpected = loaded - model_params
print('missing:', sorted(missing))
print('unexpected:', sorted(unexpected))
print(missing, unexpected)
print(model_params & loaded)
no_decay = {n for n in model_params if n.endswith('bias') or 'bn' in n}
decay = model_params - no_decay
print(sorted(decay), sorted(no_decay))
print(len(model_params | loaded), model_params.isdisjoint(unexpected))
