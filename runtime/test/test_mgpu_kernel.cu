// Kernel of test_mgpu.cpp, loaded through mgpuModuleLoad (fatbin) and
// mgpuModuleLoadJIT (PTX).
extern "C" __global__ void add_one(unsigned *data, unsigned long long n) {
  unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1;
}
