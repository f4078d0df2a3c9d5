package dev.tungsten.pipe.draw;

import dev.tungsten.pipe.shader.ShaderInterface;
import dev.tungsten.pipe.shader.ShaderInvocation;
import dev.tungsten.pipe.shader.ShaderLanes;
import dev.tungsten.pipe.shader.ShaderProgram;
import dev.tungsten.pipe.shader.ShaderResources;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;
import dev.tungsten.tgsi.WriteMask;

import java.util.ArrayList;
import java.util.List;

/// Test double of a shader backend for the vertex pipeline's tests (the interpreter lives in
/// another module): runs exactly the shader `MOV OUT[i], IN[i]` for each output, which it builds
/// as real TGSI so the pipeline's interface scan sees true declarations. Optionally copies the
/// first system value into the last output's x, to observe VERTEXID/INSTANCEID.
final class PassThroughProgram implements ShaderProgram {
    private final TgsiShader shader;
    private final ShaderInterface io;

    /// `outputs[i]` is the semantic of `OUT[i]` (GENERIC outputs get index i); `sv` may be null.
    PassThroughProgram(int inputs, List<SemanticName> outputs, SemanticName sv) {
        List<TgsiToken> tokens = new ArrayList<>();
        if (inputs > 0) {
            tokens.add(Declaration.of(RegisterFile.INPUT, 0, inputs - 1));
        }
        for (int i = 0; i < outputs.size(); i++) {
            tokens.add(new Declaration(RegisterFile.OUTPUT, i, i, WriteMask.XYZW, TgsiToken.NONE, null,
                    new Declaration.Semantic(outputs.get(i), outputs.get(i) == SemanticName.GENERIC ? i : 0),
                    false, false, TgsiToken.NONE, false, dev.tungsten.tgsi.MemoryType.GLOBAL, null, null));
        }
        if (sv != null) {
            tokens.add(new Declaration(RegisterFile.SYSTEM_VALUE, 0, 0, WriteMask.XYZW, TgsiToken.NONE, null,
                    new Declaration.Semantic(sv, 0), false, false, TgsiToken.NONE, false,
                    dev.tungsten.tgsi.MemoryType.GLOBAL, null, null));
        }
        for (int i = 0; i < Math.min(inputs, outputs.size()); i++) {
            tokens.add(Instruction.of(TgsiOpcode.MOV, List.of(DstRegister.of(RegisterFile.OUTPUT, i)),
                    List.of(SrcRegister.of(RegisterFile.INPUT, i))));
        }
        tokens.add(Instruction.of(TgsiOpcode.END, List.of(), List.of()));
        this.shader = new TgsiShader(Processor.VERT, tokens);
        this.io = ShaderInterface.of(shader);
    }

    @Override public TgsiShader shader() { return shader; }
    @Override public ShaderInterface io() { return io; }

    @Override
    public ShaderInvocation newInvocation(int width) {
        ShaderLanes lanes = ShaderLanes.allocate(io, width);
        return new ShaderInvocation() {
            @Override
            public ShaderLanes lanes() {
                return lanes;
            }

            @Override
            public boolean run(ShaderResources resources) {
                PassThroughProgram.this.copy(lanes);
                return false;
            }

            @Override
            public boolean resume() {
                throw new IllegalStateException("no barriers here");
            }
        };
    }

    private void copy(ShaderLanes lanes) {
        {
            int n = Math.min(io.inputRegisters(), io.outputRegisters());
            for (int k = 0; k < n * 4; k++) {
                System.arraycopy(lanes.inputs[k], 0, lanes.outputs[k], 0, lanes.count);
            }
            if (io.systemValueRegisters() > 0) {
                int last = io.outputRegisters() - 1;
                for (int l = 0; l < lanes.count; l++) {
                    lanes.outputs[last * 4][l] = Float.floatToRawIntBits(lanes.systemValues[0][l]);
                }
            }
        }
    }
}
