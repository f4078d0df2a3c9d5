// refused: instruction 12: ATOMUADD: ATOMUADD with memory format PIPE_FORMAT_R64_UINT (64-bit atomics)
