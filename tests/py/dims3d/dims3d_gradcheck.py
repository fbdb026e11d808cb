# torch.autograd.gradcheck (float64) through the 3-D layers: conv3d (groups,
# stride, padding, dilation), conv_transpose3d, max/avg/adaptive pools,
# trilinear interpolation, grid_sample 2-D and 3-D, batch/instance norm 3-D.
import torch
import torch.nn.functional as F
from torch.autograd import gradcheck

torch.manual_seed(0)
d = dict(dtype=torch.float64, requires_grad=True)


def check(name, fn, *inputs):
    try:
        print(name, gradcheck(fn, inputs, eps=1e-6, atol=1e-5))
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0])


x = torch.randn(2, 4, 3, 4, 3, **d)
w = torch.randn(6, 2, 2, 3, 2, **d)
b = torch.randn(6, **d)
check("conv3d", lambda x, w, b: F.conv3d(x, w, b, stride=(1, 2, 1), padding=(1, 0, 1), dilation=(1, 1, 2), groups=2),
      x, w, b)
check("conv3d_unbatched", lambda x, w: F.conv3d(x, w, padding="same"), torch.randn(2, 3, 3, 3, **d),
      torch.randn(3, 2, 3, 1, 3, **d))
wt = torch.randn(4, 3, 2, 2, 3, **d)
check("conv_transpose3d", lambda x, w, b: F.conv_transpose3d(x, w, b, stride=(2, 1, 2), padding=(0, 1, 1),
                                                              output_padding=(1, 0, 0), groups=2, dilation=(1, 2, 1)),
      x, wt, torch.randn(6, **d))
check("conv_transpose1d", lambda x, w: F.conv_transpose1d(x, w, stride=2, output_padding=1),
      torch.randn(2, 3, 4, **d), torch.randn(3, 2, 3, **d))
check("conv_transpose2d", lambda x, w: F.conv_transpose2d(x, w, stride=(1, 2), padding=1, groups=3),
      torch.randn(1, 3, 4, 3, **d), torch.randn(3, 1, 3, 3, **d))
p = torch.randperm(2 * 3 * 4 * 5 * 4).double().view(2, 3, 4, 5, 4).div(7).requires_grad_()
check("max_pool3d", lambda x: F.max_pool3d(x, (2, 3, 2), stride=(1, 2, 2), padding=(1, 1, 0), dilation=(1, 1, 2),
                                           ceil_mode=True), p)
check("avg_pool3d", lambda x: F.avg_pool3d(x, 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False), x)
check("avg_pool3d_div", lambda x: F.avg_pool3d(x, 2, divisor_override=3), x)
check("adaptive_avg_pool3d", lambda x: F.adaptive_avg_pool3d(x, (2, 3, 2)), x)
check("adaptive_max_pool3d", lambda x: F.adaptive_max_pool3d(x, (2, 2, 3)), p)
check("trilinear", lambda x: F.interpolate(x, size=(4, 3, 5), mode="trilinear"), x)
check("trilinear_ac", lambda x: F.interpolate(x, scale_factor=(1.5, 1, 2), mode="trilinear", align_corners=True), x)
img = torch.randn(2, 2, 4, 5, **d)
grid = (torch.rand(2, 3, 3, 2, dtype=torch.float64) * 2.2 - 1.1).requires_grad_()
check("grid_sample2d", lambda i, g: F.grid_sample(i, g, align_corners=False), img, grid)
check("grid_sample2d_border", lambda i, g: F.grid_sample(i, g, padding_mode="border", align_corners=True), img, grid)
vol = torch.randn(1, 2, 3, 4, 3, **d)
grid3 = (torch.rand(1, 2, 2, 3, 3, dtype=torch.float64) * 2 - 1).requires_grad_()
check("grid_sample3d", lambda i, g: F.grid_sample(i, g, align_corners=True), vol, grid3)
check("batch_norm3d", lambda x: F.batch_norm(x, None, None, training=True), x)
check("instance_norm3d", lambda x: F.instance_norm(x), x)
