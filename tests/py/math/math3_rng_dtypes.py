import torch
def t(name, f):
    for s in [0, 5]:
        torch.manual_seed(s)
        try:
            r = f()
            print(name, r.tolist() if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(name, type(e).__name__, e)
t('n2', lambda: torch.zeros(20).normal_(generator=torch.Generator().manual_seed(1)))
t('rl', lambda: torch.rand_like(torch.zeros(2, dtype=torch.long)))
t('rnl', lambda: torch.randn_like(torch.zeros(3), dtype=torch.float64))
t('ril', lambda: torch.randint_like(torch.zeros(3), low=2, high=5))
t('ri', lambda: torch.randint(3, (4,), generator=torch.Generator().manual_seed(2)))
t('rg', lambda: torch.rand(3, generator=torch.Generator().manual_seed(2), dtype=torch.float64))
t('slice', lambda: torch.zeros(6)[::2].uniform_())
t('bern_int', lambda: torch.bernoulli(torch.full((3,), 0.5), generator=torch.Generator().manual_seed(2)))
t('b_bool', lambda: torch.zeros(4, dtype=torch.bool).bernoulli_(0.5))
t('b_p_bcast', lambda: torch.zeros(2, 3).bernoulli_(torch.tensor([0.1, 0.9, 0.5])))
t('b_p_bad', lambda: torch.zeros(3).bernoulli_(torch.zeros(2, 3)))
t('mn_half', lambda: torch.multinomial(torch.rand(5).half(), 2))
t('mn_half_r', lambda: torch.multinomial(torch.rand(5).half(), 4, True))
t('mn_bf', lambda: torch.multinomial(torch.rand(5).bfloat16(), 3, True))
t('exp_half', lambda: torch.zeros(4, dtype=torch.float16).exponential_())
t('poi_half', lambda: torch.poisson(torch.full((3,), 2.0, dtype=torch.float16)))
t('geo_half', lambda: torch.zeros(4, dtype=torch.bfloat16).geometric_(0.2))
