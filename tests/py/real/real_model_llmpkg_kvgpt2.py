# rasbt/LLMs-from-scratch, pkg/llms_from_scratch/kv_cache/utils.py, pkg/llms_from_scratch/kv_cache/gpt2.py, pkg/llms_from_scratch/generate.py, commit 28c65cdfbc3338e2e040016eea4b7fdf556e4d57, Apache License 2.0
# (Copyright (c) Sebastian Raschka). Adapted for nnscope: the modules are concatenated in order
# (relative imports dropped); imports of unavailable packages (os, pathlib, tiktoken, requests,
# matplotlib, tqdm) and the definitions that only serve downloads, plots and tokenizer files are
# left out; the rest is verbatim. A driver with a tiny float32 config is added at the end.
import torch
import torch.nn as nn

# ---- pkg/llms_from_scratch/kv_cache/utils.py ----
class KVCache:
    def __init__(self, n_layers):
        self.cache = [None] * n_layers

    def get(self, layer_idx):
        return self.cache[layer_idx]

    def update(self, layer_idx, value):
        self.cache[layer_idx] = value

    def get_all(self):
        return self.cache

    def reset(self):
        for i in range(len(self.cache)):
            self.cache[i] = None

# ---- pkg/llms_from_scratch/kv_cache/gpt2.py ----
import torch
import torch.nn as nn


#####################################
# Chapter 3
#####################################
class MultiHeadAttention(nn.Module):
    def __init__(self, d_in, d_out, context_length, dropout, num_heads, qkv_bias=False):
        super().__init__()
        assert d_out % num_heads == 0, "d_out must be divisible by num_heads"

        self.d_out = d_out
        self.num_heads = num_heads
        self.head_dim = d_out // num_heads  # Reduce the projection dim to match desired output dim

        self.W_query = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_key = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.W_value = nn.Linear(d_in, d_out, bias=qkv_bias)
        self.out_proj = nn.Linear(d_out, d_out)  # Linear layer to combine head outputs
        self.dropout = nn.Dropout(dropout)

    def forward(self, x, use_cache=False, start_pos=0, cache=None):
        b, num_tokens, d_in = x.shape

        keys = self.W_key(x)  # Shape: (b, num_tokens, d_out)
        values = self.W_value(x)
        queries = self.W_query(x)

        # We implicitly split the matrix by adding a `num_heads` dimension
        # Unroll last dim: (b, num_tokens, d_out) -> (b, num_tokens, num_heads, head_dim)
        keys = keys.view(b, num_tokens, self.num_heads, self.head_dim)
        values = values.view(b, num_tokens, self.num_heads, self.head_dim)
        queries = queries.view(b, num_tokens, self.num_heads, self.head_dim)

        # Transpose: (b, num_tokens, num_heads, head_dim) -> (b, num_heads, num_tokens, head_dim)
        keys = keys.transpose(1, 2)
        queries = queries.transpose(1, 2)
        values = values.transpose(1, 2)

        if use_cache:
            if cache is not None:
                keys = torch.cat([cache[0], keys], dim=2)
                values = torch.cat([cache[1], values], dim=2)
            next_cache = (keys, values)
        else:
            next_cache = None

        seq_len = keys.size(2)
        causal_mask = torch.triu(torch.ones(seq_len, seq_len, dtype=torch.bool, device=x.device), diagonal=1)
        causal_mask = causal_mask[:, -num_tokens:][None, None, :, :]

        # Compute scaled dot-product attention (aka self-attention) with a causal mask
        attn_scores = queries @ keys.transpose(2, 3)  # Dot product for each head

        # Use the mask to fill attention scores
        attn_scores.masked_fill_(causal_mask, -torch.inf)

        attn_weights = torch.softmax(attn_scores / keys.shape[-1]**0.5, dim=-1)
        attn_weights = self.dropout(attn_weights)

        # Shape: (b, num_tokens, num_heads, head_dim)
        context_vec = (attn_weights @ values).transpose(1, 2)

        # Combine heads, where self.d_out = self.num_heads * self.head_dim
        context_vec = context_vec.contiguous().view(b, num_tokens, self.d_out)
        context_vec = self.out_proj(context_vec)  # optional projection

        return context_vec, next_cache


#####################################
# Chapter 4
#####################################
class LayerNorm(nn.Module):
    def __init__(self, emb_dim):
        super().__init__()
        self.eps = 1e-5
        self.scale = nn.Parameter(torch.ones(emb_dim))
        self.shift = nn.Parameter(torch.zeros(emb_dim))

    def forward(self, x):
        mean = x.mean(dim=-1, keepdim=True)
        var = x.var(dim=-1, keepdim=True, unbiased=False)
        norm_x = (x - mean) / torch.sqrt(var + self.eps)
        return self.scale * norm_x + self.shift


class GELU(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return 0.5 * x * (1 + torch.tanh(
            torch.sqrt(torch.tensor(2.0 / torch.pi)) *
            (x + 0.044715 * torch.pow(x, 3))
        ))


class FeedForward(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(cfg["emb_dim"], 4 * cfg["emb_dim"]),
            GELU(),
            nn.Linear(4 * cfg["emb_dim"], cfg["emb_dim"]),
        )

    def forward(self, x):
        return self.layers(x)


class TransformerBlock(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.att = MultiHeadAttention(
            d_in=cfg["emb_dim"],
            d_out=cfg["emb_dim"],
            context_length=cfg["context_length"],
            num_heads=cfg["n_heads"],
            dropout=cfg["drop_rate"],
            qkv_bias=cfg["qkv_bias"])
        self.ff = FeedForward(cfg)
        self.norm1 = LayerNorm(cfg["emb_dim"])
        self.norm2 = LayerNorm(cfg["emb_dim"])
        self.drop_shortcut = nn.Dropout(cfg["drop_rate"])

    def forward(self, x, use_cache=False, start_pos=0, cache=None):
        # Shortcut connection for attention block
        shortcut = x
        x = self.norm1(x)
        x, next_cache = self.att(x, use_cache=use_cache, start_pos=start_pos, cache=cache) # Shape [batch_size, num_tokens, emb_size]
        x = self.drop_shortcut(x)
        x = x + shortcut  # Add the original input back

        # Shortcut connection for feed-forward block
        shortcut = x
        x = self.norm2(x)
        x = self.ff(x)
        x = self.drop_shortcut(x)
        x = x + shortcut  # Add the original input back

        return x, next_cache


class GPTModel(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.tok_emb = nn.Embedding(cfg["vocab_size"], cfg["emb_dim"])
        self.pos_emb = nn.Embedding(cfg["context_length"], cfg["emb_dim"])
        self.drop_emb = nn.Dropout(cfg["drop_rate"])

        self.trf_blocks = nn.Sequential(
            *[TransformerBlock(cfg) for _ in range(cfg["n_layers"])])

        self.final_norm = LayerNorm(cfg["emb_dim"])
        self.out_head = nn.Linear(cfg["emb_dim"], cfg["vocab_size"], bias=False)
        self.current_pos = 0

    def forward(self, in_idx, use_cache=False, cache=None):
        batch_size, seq_len = in_idx.shape
        pos = torch.arange(self.current_pos, self.current_pos + seq_len, device=in_idx.device)
        tok_embeds = self.tok_emb(in_idx)
        pos_embeds = self.pos_emb(pos)
        x = self.drop_emb(tok_embeds + pos_embeds)

        if use_cache:
            start_pos = self.current_pos
            self.current_pos += seq_len
        else:
            start_pos = 0

        for i, block in enumerate(self.trf_blocks):
            blk_cache = cache.get(i) if cache else None
            x, new_cache = block(x, use_cache=use_cache, start_pos=start_pos, cache=blk_cache)
            if cache:
                cache.update(i, new_cache)

        x = self.final_norm(x)
        logits = self.out_head(x)
        return logits

# ---- pkg/llms_from_scratch/generate.py ----
def trim_input_tensor(input_ids_tensor, context_len, max_new_tokens):
    assert max_new_tokens < context_len
    keep_len = max(1, context_len - max_new_tokens)

    # If the prompt is too long, left-truncate to keep_len
    if input_ids_tensor.shape[1] > keep_len:
        input_ids_tensor = input_ids_tensor[:, -keep_len:]

    return input_ids_tensor


# ---- driver (nnscope) ----
torch.manual_seed(123)
GPT_CONFIG_TINY = {"vocab_size": 96, "context_length": 16, "emb_dim": 16, "n_heads": 4, "n_layers": 2,
                   "drop_rate": 0.0, "qkv_bias": False}
model = GPTModel(GPT_CONFIG_TINY)
print(model)

model.eval()
prompt = torch.tensor([[1, 2, 3, 4, 5]])
with torch.no_grad():
    cache = KVCache(n_layers=GPT_CONFIG_TINY["n_layers"])
    model.current_pos = 0
    idx = prompt
    logits = model(idx, use_cache=True, cache=cache)
    try:
        for _ in range(6):
            nxt = logits[:, -1].argmax(dim=-1, keepdim=True)
            idx = torch.cat([idx, nxt], dim=1)
            logits = model(nxt, use_cache=True, cache=cache)
    except RuntimeError as e:
        print(type(e).__name__, e)
    print(idx)
    model.current_pos = 0
    ref = prompt
    for _ in range(6):
        nxt = model(ref)[:, -1].argmax(dim=-1, keepdim=True)
        ref = torch.cat([ref, nxt], dim=1)
    print(torch.equal(idx, ref))
print(trim_input_tensor(torch.arange(10).unsqueeze(0), context_len=8, max_new_tokens=3))
