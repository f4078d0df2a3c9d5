#ifndef GAMMA
#error "define GAMMA before including this header"
#endif
