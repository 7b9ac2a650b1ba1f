"""The model families export_hf.py exports: for each, a tiny config with
random weights (no download), its model class and the kind of inputs it
takes, and the changes some exports need to the model's code.

Sizes come from export_hf.py's options (heads, head dim, sequence length,
layers); the defaults are what test/Models holds.
"""

import contextlib

import torch
import transformers as hf

VOCAB = 64


def encoder_config(cls, args, **extra):
    """A tiny BERT-shaped encoder config of `cls` (BERT, RoFormer, RemBERT,
    BigBird) with the sizes of `args`, under the field names most configs
    share."""
    hidden = args.heads * args.head_dim
    fields = dict(
        vocab_size=VOCAB,
        hidden_size=hidden,
        intermediate_size=2 * hidden,
        num_hidden_layers=args.layers,
        num_attention_heads=args.heads,
        max_position_embeddings=4 * args.seq,
    )
    fields.update(extra)
    return cls(**fields)


def text_config(cls, args, **extra):
    """A tiny decoder config of `cls`: encoder_config's sizes with the key and
    value heads and the head dim of `args`."""
    fields = dict(num_key_value_heads=args.kv_heads, head_dim=args.head_dim)
    fields.update(extra)
    return encoder_config(cls, args, **fields)


def image_config(cls, args, **extra):
    """A tiny vision encoder config of `cls`: 8 x 8 RGB images in 4 x 4
    patches, with the sizes of `args`."""
    hidden = args.heads * args.head_dim
    fields = dict(
        hidden_size=hidden,
        intermediate_size=2 * hidden,
        num_hidden_layers=args.layers,
        num_attention_heads=args.heads,
        image_size=8,
        patch_size=4,
        num_channels=3,
    )
    fields.update(extra)
    return cls(**fields)


def gpt_oss_config(args, window):
    """GPT-OSS with sinks and layers alternating sliding and full attention
    (at least two layers, so that both kinds are there). Its MoE runs as
    batched matmuls over gathered expert weights: the default experts loop
    selects tokens with nonzero(), which does not export. One expert keeps
    the export small (the router's topk, tm_tensor.sort, is the Mixtral
    export's)."""
    layers = max(2, args.layers)
    config = text_config(
        hf.GptOssConfig,
        args,
        num_hidden_layers=layers,
        num_local_experts=1,
        num_experts_per_tok=1,
        sliding_window=window,
        layer_types=["sliding_attention" if i % 2 == 0 else "full_attention"
                     for i in range(layers)],
    )
    config._experts_implementation = "batched_mm"
    return config


def moe_config(cls, args, **extra):
    """A tiny mixture-of-experts decoder: four experts, two per token, run
    as batched matmuls (see gpt_oss_config). The router's topk exports as
    tm_tensor.sort."""
    config = text_config(cls, args, num_experts_per_tok=2, **extra)
    config._experts_implementation = "batched_mm"
    return config


def grouped_moe_config(cls, args, **extra):
    """moe_config with DeepSeek-V3's group-limited routing in every layer:
    four routed experts in two groups, one group chosen per token. Its
    routers call topk(sorted=False), which needs sorted_topk to export."""
    fields = dict(
        n_routed_experts=4,
        moe_intermediate_size=16,
        first_k_dense_replace=0,
        n_group=2,
        topk_group=1,
    )
    fields.update(extra)
    return moe_config(cls, args, **fields)


def mla_fields(args):
    """DeepSeek-V3's multi-head latent attention at the sizes of `args`:
    low-rank queries and keys/values, each head a no-rope and a rope part."""
    hidden = args.heads * args.head_dim
    return dict(
        num_key_value_heads=args.heads,
        q_lora_rank=hidden // 2,
        kv_lora_rank=hidden // 4,
        qk_nope_head_dim=args.head_dim,
        qk_rope_head_dim=args.head_dim,
        v_head_dim=args.head_dim,
    )


def whisper_frames(args):
    """Whisper's mel frames: twice the encoder's length after its stride-2
    conv, which is 1.5 times the decoder's."""
    return 2 * (args.seq + args.seq // 2)


# wav2vec2's and HuBERT's feature extractor: two strided convs, 10 samples
# per frame, 10 samples of receptive field in the first.
AUDIO_CONV = dict(conv_dim=(16, 16), conv_stride=(5, 2), conv_kernel=(10, 3))


def audio_samples(frames):
    """The waveform length whose conv stack gives `frames` frames."""
    return 5 * (2 * (frames - 1) + 3 - 1) + 10


def t5_config(args):
    """A tiny T5 with 8 relative position buckets."""
    hidden = args.heads * args.head_dim
    return hf.T5Config(
        vocab_size=VOCAB,
        d_model=hidden,
        d_kv=args.head_dim,
        d_ff=2 * hidden,
        num_layers=args.layers,
        num_heads=args.heads,
        relative_attention_num_buckets=8,
    )


def funnel_config(args, blocks):
    """A tiny Funnel Transformer with `blocks` blocks of args.layers layers
    each (a pooling between blocks)."""
    hidden = args.heads * args.head_dim
    return hf.FunnelConfig(
        vocab_size=VOCAB,
        d_model=hidden,
        n_head=args.heads,
        d_head=args.head_dim,
        d_inner=2 * hidden,
        block_sizes=[args.layers] * blocks,
        num_decoder_layers=1,
    )


def audio_config(cls, args, **extra):
    """A tiny wav2vec2-style speech encoder (wav2vec2, HuBERT, SEW-D)."""
    hidden = args.heads * args.head_dim
    return cls(
        hidden_size=hidden,
        num_hidden_layers=args.layers,
        num_attention_heads=args.heads,
        intermediate_size=2 * hidden,
        num_conv_pos_embeddings=4,
        num_conv_pos_embedding_groups=2,
        feat_extract_norm="layer",
        **AUDIO_CONV,
        **extra,
    )


def families(args):
    """name -> (config builder, model class, input kind)."""
    hidden = args.heads * args.head_dim
    window = max(2, args.seq // 2)
    return {
        "llama": (lambda: text_config(hf.LlamaConfig, args), hf.LlamaModel, "text"),
        "mistral": (
            lambda: text_config(hf.MistralConfig, args, sliding_window=window),
            hf.MistralModel,
            "text",
        ),
        "qwen2": (lambda: text_config(hf.Qwen2Config, args), hf.Qwen2Model, "text"),
        # One expert; rotary in real arithmetic while exporting
        # (llama4_real_rotary). Its chunked attention mask compares
        # q // chunk with k // chunk through a float division, which
        # attn-raise reads as segment ids; chunks of half the sequence, so
        # that the tiny export has two.
        "llama4": (
            lambda: text_config(
                hf.Llama4TextConfig,
                args,
                intermediate_size_mlp=2 * hidden,
                num_local_experts=1,
                attention_chunk_size=max(2, args.seq // 2),
            ),
            hf.Llama4TextModel,
            "text",
        ),
        "qwen3": (lambda: text_config(hf.Qwen3Config, args), hf.Qwen3Model, "text"),
        "phi3": (
            lambda: text_config(hf.Phi3Config, args, pad_token_id=0),
            hf.Phi3Model,
            "text",
        ),
        # Decoders whose attention is LLaMA's under other names and norms:
        # BitNet (ternary weights), Ministral 3, NanoChat (QK-norm, ReLU^2),
        # GLM-4, Qwen3-VL's text model (multimodal rotary, text only here),
        # LFM2 (its attention layers; the short convolutions beside them
        # are left out by the layer types).
        "bitnet": (lambda: text_config(hf.BitNetConfig, args), hf.BitNetModel, "text"),
        "ministral3": (
            lambda: text_config(hf.Ministral3Config, args),
            hf.Ministral3Model,
            "text",
        ),
        "nanochat": (lambda: text_config(hf.NanoChatConfig, args), hf.NanoChatModel, "text"),
        "glm4": (
            lambda: text_config(hf.Glm4Config, args, pad_token_id=0, eos_token_id=1),
            hf.Glm4Model,
            "text",
        ),
        "qwen3_vl_text": (
            lambda: text_config(hf.Qwen3VLTextConfig, args),
            hf.Qwen3VLTextModel,
            "text",
        ),
        "lfm2": (
            lambda: text_config(hf.Lfm2Config, args, layer_types=["full_attention"] * args.layers),
            hf.Lfm2Model,
            "text",
        ),
        "gemma2": (
            lambda: text_config(
                hf.Gemma2Config,
                args,
                sliding_window=window,
                attn_logit_softcapping=50.0,
                final_logit_softcapping=None,
                query_pre_attn_scalar=args.head_dim,
            ),
            hf.Gemma2Model,
            "text",
        ),
        "gemma3": (
            lambda: text_config(
                hf.Gemma3TextConfig,
                args,
                sliding_window=window,
                query_pre_attn_scalar=args.head_dim,
            ),
            hf.Gemma3TextModel,
            "text",
        ),
        "gpt2": (
            lambda: hf.GPT2Config(
                vocab_size=VOCAB,
                n_embd=hidden,
                n_layer=args.layers,
                n_head=args.heads,
                n_positions=4 * args.seq,
            ),
            hf.GPT2Model,
            "text",
        ),
        "bert": (lambda: encoder_config(hf.BertConfig, args), hf.BertModel, "text"),
        # The encoders below share BERT's shape; RoFormer adds rotary
        # positions, RemBERT decoupled embeddings, BigBird block-sparse
        # attention, of which the full form (short sequences) is exported.
        "roformer": (
            lambda: encoder_config(hf.RoFormerConfig, args, embedding_size=hidden),
            hf.RoFormerModel,
            "text",
        ),
        "rembert": (
            lambda: encoder_config(
                hf.RemBertConfig,
                args,
                input_embedding_size=hidden // 2,
                output_embedding_size=hidden // 2,
            ),
            hf.RemBertModel,
            "text",
        ),
        "big_bird": (
            lambda: encoder_config(hf.BigBirdConfig, args, attention_type="original_full"),
            hf.BigBirdModel,
            "text",
        ),
        "t5": (
            lambda: t5_config(args),
            hf.T5EncoderModel,
            "text",
        ),
        # The whole encoder-decoder: the decoder's causal relative bias
        # (unidirectional buckets) and cross-attention beside the encoder's.
        "t5_seq2seq": (
            lambda: t5_config(args),
            hf.T5Model,
            "seq2seq",
        ),
        "falcon": (
            lambda: hf.FalconConfig(
                vocab_size=VOCAB,
                hidden_size=hidden,
                num_hidden_layers=args.layers,
                num_attention_heads=args.heads,
                num_kv_heads=args.kv_heads,
                new_decoder_architecture=True,
            ),
            hf.FalconModel,
            "text",
        ),
        # Falcon-RW's form: ALiBi from the padding mask's positions
        # ([B, H, 1, Nkv]) filled with the lowest value under the causal and
        # padding mask at [B, H, N, N].
        "falcon_alibi": (
            lambda: hf.FalconConfig(
                vocab_size=VOCAB,
                hidden_size=hidden,
                num_hidden_layers=args.layers,
                num_attention_heads=args.heads,
                alibi=True,
                new_decoder_architecture=False,
                multi_query=False,
                parallel_attn=False,
                bias=True,
            ),
            hf.FalconModel,
            "text",
        ),
        "bloom": (
            lambda: hf.BloomConfig(
                vocab_size=VOCAB, hidden_size=hidden, n_layer=args.layers, n_head=args.heads
            ),
            hf.BloomModel,
            "text",
        ),
        # Mamba layers with attention every layer here (period 1), one
        # expert; the Mamba scan runs as PyTorch's slow path.
        "jamba": (
            lambda: text_config(
                hf.JambaConfig,
                args,
                num_experts=1,
                attn_layer_period=1,
                attn_layer_offset=0,
                expert_layer_period=1,
                expert_layer_offset=0,
                use_mamba_kernels=False,
            ),
            hf.JambaModel,
            "text",
        ),
        "mixtral": (
            lambda: moe_config(hf.MixtralConfig, args, num_local_experts=4),
            hf.MixtralModel,
            "text",
        ),
        # More mixtures of experts, four experts and two per token, with
        # shared experts (Qwen2-MoE, AFMoE) or text-only routing (ERNIE 4.5).
        "qwen2_moe": (
            lambda: moe_config(
                hf.Qwen2MoeConfig,
                args,
                num_experts=4,
                moe_intermediate_size=16,
                shared_expert_intermediate_size=16,
            ),
            hf.Qwen2MoeModel,
            "text",
        ),
        "ernie4_5_moe": (
            lambda: moe_config(
                hf.Ernie4_5_MoeConfig, args, moe_num_experts=4, moe_k=2, moe_intermediate_size=16
            ),
            hf.Ernie4_5_MoeModel,
            "text",
        ),
        "hunyuan_v1_moe": (
            lambda: moe_config(hf.HunYuanMoEV1Config, args, num_experts=4, moe_topk=2),
            hf.HunYuanMoEV1Model,
            "text",
        ),
        "afmoe": (
            lambda: moe_config(
                hf.AfmoeConfig, args, num_experts=4, moe_intermediate_size=16, n_group=1, topk_group=1
            ),
            hf.AfmoeModel,
            "text",
        ),
        # DeepSeek-V3's group-limited routing (two groups of two experts, one
        # group chosen per token) with a shared expert; the routers' topk is
        # exported sorted (sorted_topk).
        "glm4_moe": (
            lambda: grouped_moe_config(hf.Glm4MoeConfig, args, pad_token_id=0),
            hf.Glm4MoeModel,
            "text",
        ),
        "dots1": (
            lambda: grouped_moe_config(hf.Dots1Config, args, n_shared_experts=1),
            hf.Dots1Model,
            "text",
        ),
        "gpt_oss": (
            lambda: gpt_oss_config(args, window),
            hf.GptOssModel,
            "text",
        ),
        # ALiBi precomputed over max_seq_len keys and sliced to the last N
        # ([H, 1, Nkv], added with a constant-0 index between head and key),
        # and a keep mask turned into a 0 / lowest bias and compared back.
        "mpt": (
            lambda: hf.MptConfig(
                vocab_size=VOCAB,
                d_model=hidden,
                n_layers=args.layers,
                n_heads=args.heads,
                max_seq_len=4 * args.seq,
            ),
            hf.MptModel,
            "text",
        ),
        # Global and local layers alternate (two layers per --layers), the
        # local ones bidirectional over |q_idx - kv_idx| <= window / 2.
        "modernbert": (
            lambda: hf.ModernBertConfig(
                vocab_size=VOCAB,
                hidden_size=hidden,
                intermediate_size=2 * hidden,
                num_hidden_layers=2 * args.layers,
                num_attention_heads=args.heads,
                global_attn_every_n_layers=2,
                local_attention=window,
                max_position_embeddings=4 * args.seq,
                pad_token_id=0,
            ),
            hf.ModernBertModel,
            "text",
        ),
        # Scores clamped at the lowest finite value (torch.max(w, finfo.min))
        # and viewed as [B*H, Nq, Nkv] for the softmax and P·V.
        "xglm": (
            lambda: hf.XGLMConfig(
                vocab_size=VOCAB,
                d_model=hidden,
                num_layers=args.layers,
                attention_heads=args.heads,
                ffn_dim=2 * hidden,
                max_position_embeddings=4 * args.seq,
                pad_token_id=0,
            ),
            hf.XGLMModel,
            "text",
        ),
        # T5-style bucketed relative bias, computed once and expanded over
        # the batch ([H, N, N] materialized as [B, H, N, N]) before the add.
        "mpnet": (
            lambda: hf.MPNetConfig(
                vocab_size=VOCAB,
                hidden_size=hidden,
                intermediate_size=2 * hidden,
                num_hidden_layers=args.layers,
                num_attention_heads=args.heads,
                max_position_embeddings=4 * args.seq + 2,
            ),
            hf.MPNetModel,
            "text",
        ),
        # Two-stream relative attention: content and position scores summed,
        # the position term relative-shifted (a gather), the padding mask
        # subtracted as 1e30 times the mask; torch exports the einsums as
        # batch matmuls between unit-dim transposes.
        "xlnet": (
            lambda: hf.XLNetConfig(
                vocab_size=VOCAB,
                d_model=hidden,
                n_layer=args.layers,
                n_head=args.heads,
                d_inner=2 * hidden,
            ),
            hf.XLNetModel,
            "text",
        ),
        # One block without pooling (its pooled queries would attend with
        # Nq = N / 2); relative positions and token types, einsums as in
        # XLNet.
        "funnel": (
            lambda: funnel_config(args, blocks=1),
            hf.FunnelBaseModel,
            "text",
        ),
        # Two blocks with pooling between them: the second block's queries
        # are the pooled sequence (Nq = N / 2) against the full keys, with
        # its own relative positions.
        "funnel_pool": (
            lambda: funnel_config(args, blocks=2),
            hf.FunnelBaseModel,
            "text",
        ),
        # Sinusoidal positions in a non-persistent buffer.
        "ctrl": (
            lambda: hf.CTRLConfig(
                vocab_size=VOCAB,
                n_embd=hidden,
                dff=2 * hidden,
                n_layer=args.layers,
                n_head=args.heads,
                n_positions=4 * args.seq,
            ),
            hf.CTRLModel,
            "text",
        ),
        "opt": (
            lambda: hf.OPTConfig(
                vocab_size=VOCAB,
                hidden_size=hidden,
                num_hidden_layers=args.layers,
                ffn_dim=2 * hidden,
                num_attention_heads=args.heads,
                max_position_embeddings=4 * args.seq,
                word_embed_proj_dim=hidden,
            ),
            hf.OPTModel,
            "text",
        ),
        # MLA: queries and keys carry a no-rope and a rope part (head dim
        # qk_nope + qk_rope), values v_head_dim; with first_k_dense_replace
        # above the layer count every layer has a dense MLP, not MoE.
        "deepseek_v3": (
            lambda: hf.DeepseekV3Config(
                vocab_size=VOCAB,
                hidden_size=hidden,
                intermediate_size=2 * hidden,
                moe_intermediate_size=hidden,
                num_hidden_layers=args.layers,
                first_k_dense_replace=args.layers,
                num_attention_heads=args.heads,
                max_position_embeddings=4 * args.seq,
                **mla_fields(args),
            ),
            hf.DeepseekV3Model,
            "text",
        ),
        # The same with its mixture of experts in every layer: group-limited
        # routing over two groups of two experts and a shared expert, the
        # routers' topk exported sorted (sorted_topk).
        "deepseek_v3_moe": (
            lambda: grouped_moe_config(
                hf.DeepseekV3Config, args, moe_intermediate_size=hidden, **mla_fields(args)
            ),
            hf.DeepseekV3Model,
            "text",
        ),
        # Encoder self-attention over 2 * max_source_positions mel frames
        # (halved by the conv stem), decoder causal self-attention with
        # padding and cross-attention to the encoder; the encoder is half as
        # long again as the decoder, so that cross-attention has Nq != Nkv.
        "whisper": (
            lambda: hf.WhisperConfig(
                vocab_size=VOCAB,
                num_mel_bins=8,
                d_model=hidden,
                encoder_layers=args.layers,
                decoder_layers=args.layers,
                encoder_attention_heads=args.heads,
                decoder_attention_heads=args.heads,
                encoder_ffn_dim=2 * hidden,
                decoder_ffn_dim=2 * hidden,
                max_source_positions=whisper_frames(args) // 2,
                max_target_positions=4 * args.seq,
                pad_token_id=0,
                bos_token_id=0,
                eos_token_id=0,
                decoder_start_token_id=0,
            ),
            hf.WhisperModel,
            "speech",
        ),
        # A learned 2-d relative position bias [1, H, N, N] summed with the
        # (all-visible) padding bias [B, 1, N, N] into one [B, H, N, N] bias.
        "beit": (
            lambda: image_config(hf.BeitConfig, args, use_relative_position_bias=True),
            hf.BeitModel,
            "image",
        ),
        # Windows of 2 x 2 patches over a 4 x 4 grid, the second block's
        # shifted by one: a relative position bias gathered from a learned
        # table ([H, N, N] per window) plus the shifted windows' mask
        # ([windows, N, N]) on scores batched as [B * windows, H, N, N].
        "swin": (
            lambda: hf.SwinConfig(
                image_size=8,
                patch_size=2,
                num_channels=3,
                embed_dim=hidden,
                depths=[2],
                num_heads=[args.heads],
                window_size=2,
            ),
            hf.SwinModel,
            "image",
        ),
        # Spatial-reduction attention: keys and values from a strided conv
        # over the patch grid (5 x 5 queries, 2 x 2 keys and values).
        "segformer": (
            lambda: hf.SegformerConfig(
                num_channels=3,
                num_encoder_blocks=1,
                depths=[args.layers],
                sr_ratios=[2],
                hidden_sizes=[hidden],
                num_attention_heads=[args.heads],
                patch_sizes=[4],
                strides=[2],
                mlp_ratios=[2],
            ),
            hf.SegformerModel,
            "image",
        ),
        "dinov2_with_registers": (
            lambda: image_config(hf.Dinov2WithRegistersConfig, args),
            hf.Dinov2WithRegistersModel,
            "image",
        ),
        "vit": (
            lambda: image_config(hf.ViTConfig, args),
            hf.ViTModel,
            "image",
        ),
        # A conv feature extractor over the waveform; the padding mask over
        # its frames is built with index_put (tm_tensor.scatter) and a
        # reversed cumsum (tm_tensor.scan).
        "wav2vec2": (lambda: audio_config(hf.Wav2Vec2Config, args), hf.Wav2Vec2Model, "audio"),
        "hubert": (lambda: audio_config(hf.HubertConfig, args), hf.HubertModel, "audio"),
        # A gated relative position bias: T5-style buckets from a learned
        # table, scaled per query and head by gates computed from the
        # hidden states ([B, H, N, N], content-dependent).
        "wavlm": (
            lambda: audio_config(hf.WavLMConfig, args, num_buckets=8, max_bucket_distance=16),
            hf.WavLMModel,
            "audio",
        ),
        # Transformer-XL relative positions: a sinusoidal table in a
        # non-persistent buffer, projected, and a relative shift of the
        # query x position scores.
        "wav2vec2_conformer": (
            lambda: audio_config(
                hf.Wav2Vec2ConformerConfig,
                args,
                position_embeddings_type="relative",
                conv_depthwise_kernel_size=3,
                max_source_positions=4 * args.seq,
            ),
            hf.Wav2Vec2ConformerModel,
            "audio",
        ),
        # DeBERTa's disentangled attention (a content-dependent c2p/p2c
        # bias) and XSoftmax, which zeroes the hidden keys' probabilities
        # after the softmax; eager only. No squeezing of the frames.
        "sew_d": (
            lambda: audio_config(hf.SEWDConfig, args, squeeze_factor=1),
            hf.SEWDModel,
            "audio",
        ),
    }


@contextlib.contextmanager
def llama4_real_rotary():
    """Llama 4's rotary embedding in real arithmetic while exporting: the
    model multiplies complex tensors (torch.polar, view_as_complex), which
    torch-mlir cannot lower to linalg. Each pair (x0, x1) of a head's
    channels becomes (x0 c - x1 s, x0 s + x1 c) with c, s the cosine and
    sine of its frequency times the attention scaling, as the complex
    product gives; PyTorch's expected output is computed without it."""
    from transformers.models.llama4 import modeling_llama4 as llama4

    def rotary_forward(self, x, position_ids):
        freqs = position_ids[..., None].float() * self.inv_freq.to(x.device, torch.float)
        return torch.stack((freqs.cos(), freqs.sin()), -1) * self.attention_scaling

    def apply_rotary_emb(xq, xk, freqs):
        c, s = freqs[:, :, None, :, 0], freqs[:, :, None, :, 1]

        def rotate(x):
            pairs = x.float().reshape(*x.shape[:-1], -1, 2)
            x0, x1 = pairs[..., 0], pairs[..., 1]
            return torch.stack((x0 * c - x1 * s, x0 * s + x1 * c), -1).flatten(3).type_as(x)

        return rotate(xq), rotate(xk)

    saved = (llama4.Llama4TextRotaryEmbedding.forward, llama4.apply_rotary_emb)
    llama4.Llama4TextRotaryEmbedding.forward = rotary_forward
    llama4.apply_rotary_emb = apply_rotary_emb
    try:
        yield
    finally:
        llama4.Llama4TextRotaryEmbedding.forward, llama4.apply_rotary_emb = saved


@contextlib.contextmanager
def sorted_topk():
    """torch.topk with sorted=True while exporting: torch-mlir cannot lower
    a topk with sorted=False, which the group-limited routers of GLM-4-MoE
    and dots.llm1 ask for. The same k elements come out, in descending
    order; the routers only gather and combine the chosen experts' weights
    by their indices, which the order does not change."""
    original = torch.topk

    def topk(input, k, dim=-1, largest=True, sorted=True):
        return original(input, k, dim=dim, largest=largest, sorted=True)

    torch.topk = topk
    try:
        yield
    finally:
        torch.topk = original


# Families whose export needs the model's code changed, equivalently.
EXPORT_PATCHES = {
    "llama4": llama4_real_rotary,
    "glm4_moe": sorted_topk,
    "dots1": sorted_topk,
    "deepseek_v3_moe": sorted_topk,
}
