// refused: instruction 3: ATOMOR: ATOMOR with memory format PIPE_FORMAT_R64_UINT (64-bit atomics): the translator makes no uint64_t view of buffers and shared memory
