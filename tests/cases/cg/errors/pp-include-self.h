float4 helper(float4 c) { return c; }
#include "pp-include-self.h"
