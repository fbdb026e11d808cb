# yunjey/pytorch-tutorial tutorials/01-basics/logistic_regression/main.py @ 0500d3df5a2a8080ccfccbc00aca0eacc21818db (MIT)
# Verbatim except data and sizes: the torchvision dataset replaced by seeded random tensors, 2 epochs, batch 8, checkpoint dropped.
import torch
import torch.nn as nn


# Hyper-parameters 
input_size = 28 * 28    # 784
num_classes = 10
num_epochs = 2
batch_size = 8
learning_rate = 0.001

# MNIST dataset (images and labels)
torch.manual_seed(0)
train_dataset = torch.utils.data.TensorDataset(torch.rand(24, 1, 28, 28), torch.randint(0, 10, (24,)))
test_dataset = torch.utils.data.TensorDataset(torch.rand(12, 1, 28, 28), torch.randint(0, 10, (12,)))

train_loader = torch.utils.data.DataLoader(dataset=train_dataset, 
                                           batch_size=batch_size, 
                                           shuffle=True)

test_loader = torch.utils.data.DataLoader(dataset=test_dataset, 
                                          batch_size=batch_size, 
                                          shuffle=False)

# Logistic regression model
model = nn.Linear(input_size, num_classes)

# Loss and optimizer
# nn.CrossEntropyLoss() computes softmax internally
criterion = nn.CrossEntropyLoss()  
optimizer = torch.optim.SGD(model.parameters(), lr=learning_rate)  

# Train the model
total_step = len(train_loader)
for epoch in range(num_epochs):
    for i, (images, labels) in enumerate(train_loader):
        # Reshape images to (batch_size, input_size)
        images = images.reshape(-1, input_size)
        
        # Forward pass
        outputs = model(images)
        loss = criterion(outputs, labels)
        
        # Backward and optimize
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        
        if (i+1) % 1 == 0:
            print ('Epoch [{}/{}], Step [{}/{}], Loss: {:.4f}' 
                   .format(epoch+1, num_epochs, i+1, total_step, loss.item()))

# Test the model
# In test phase, we don't need to compute gradients (for memory efficiency)
with torch.no_grad():
    correct = 0
    total = 0
    for images, labels in test_loader:
        images = images.reshape(-1, input_size)
        outputs = model(images)
        _, predicted = torch.max(outputs.data, 1)
        total += labels.size(0)
        correct += (predicted == labels).sum()

    print('Accuracy of the model on the 12 test images: {} %'.format(100 * correct / total))

# Save the model checkpoint
