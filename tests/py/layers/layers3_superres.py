import torch, torch.nn as nn
torch.manual_seed(0)
class Net(nn.Module):
    def __init__(self, upscale_factor):
        super().__init__()
        self.relu = nn.ReLU()
        self.conv1 = nn.Conv2d(1, 8, 5, 1, 2)
        self.conv2 = nn.Conv2d(8, 8, 3, 1, 1)
        self.conv3 = nn.Conv2d(8, upscale_factor ** 2, 3, 1, 1)
        self.pixel_shuffle = nn.PixelShuffle(upscale_factor)
    def forward(self, x):
        x = self.relu(self.conv1(x))
        x = self.relu(self.conv2(x))
        return self.pixel_shuffle(self.conv3(x))
model = Net(2)
print(model)
lr_img = torch.rand(2, 1, 6, 6)
hr_img = torch.nn.functional.interpolate(lr_img, scale_factor=2, mode="nearest")
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for i in range(4):
    opt.zero_grad()
    out = model(lr_img)
    loss = nn.MSELoss()(out, hr_img)
    loss.backward()
    opt.step()
    print(i, round(loss.item(), 6), tuple(out.shape), out.grad_fn.name())
