package dev.tungsten.soft;

import dev.tungsten.pipe.shader.ShaderBackend;
import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiShader;

/// Test double of a shader backend, for rasterizer tests that must not depend on the
/// interpreter: it runs shaders made only of `MOV OUT[n], IN/IMM/CONST/SV[m]` (with swizzles and
/// write masks), `KILL` and `END`, and rejects anything else.
final class MovBackend implements ShaderBackend {
    @Override
    public String name() {
        return "mov-test";
    }

    @Override
    public ShaderProgram compile(TgsiShader shader) {
        for (Instruction i : shader.instructions()) {
            switch (i.opcode()) {
                case MOV, END, KILL -> { }
                // A test double for three opcodes: every other one is refused, not decided one by one.
                default -> throw new IllegalArgumentException("MovBackend runs only MOV, KILL and END, not " + i.opcode());
            }
        }
        ShaderInterface io = ShaderInterface.of(shader);
        return new ShaderProgram() {
            @Override public TgsiShader shader() { return shader; }
            @Override public ShaderInterface io() { return io; }

            @Override
            public ShaderInvocation newInvocation(int width) {
                ShaderLanes lanes = ShaderLanes.allocate(io, width);
                return new ShaderInvocation() {
                    @Override public ShaderLanes lanes() { return lanes; }

                    @Override
                    public boolean run(ShaderResources resources) {
                        execute(shader, lanes, resources);
                        return false;
                    }

                    @Override
                    public boolean resume() {
                        throw new IllegalStateException("no barriers here");
                    }
                };
            }
        };
    }

    private static void execute(TgsiShader shader, ShaderLanes lanes, ShaderResources resources) {
        lanes.killMask = 0;
        for (Instruction i : shader.instructions()) {
            switch (i.opcode()) {
                case KILL -> lanes.killMask = -1;
                case MOV -> {
                    DstRegister d = i.dst(0);
                    SrcRegister s = i.src(0);
                    for (int c = 0; c < 4; c++) {
                        if ((d.writeMask() >> c & 1) == 0) {
                            continue;
                        }
                        int sc = s.swizzle(c);
                        for (int l = 0; l < lanes.count; l++) {
                            int v = switch (s.file()) {
                                case INPUT -> lanes.inputs[s.index() * 4 + sc][l];
                                case SYSTEM_VALUE -> lanes.systemValues[s.index() * 4 + sc][l];
                                case IMMEDIATE -> shader.immediates().get(s.index()).word(sc);
                                case CONSTANT -> resources.constants(0)[s.index() * 4 + sc];
                                default -> throw new IllegalArgumentException("MovBackend cannot read " + s.file());
                            };
                            if (s.negate()) {
                                v ^= 0x8000_0000;
                            }
                            lanes.outputs[d.index() * 4 + c][l] = v;
                        }
                    }
                }
                // END; compile() has refused every other opcode.
                default -> { }
            }
        }
    }
}
