package dev.tungsten.tgsi;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.RegisterFile.*;
import static dev.tungsten.tgsi.SanityTestShaders.*;
import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TgsiScanTest {

    @Test
    void fragmentShaderInputsOutputsTexturesAndFlags() {
        Ureg u = Ureg.create(Processor.FRAG);
        u.property(PropertyName.FS_EARLY_DEPTH_STENCIL, 1);
        UregSrc pos = u.fragmentInput(SemanticName.POSITION, 0, Interpolation.LINEAR);
        UregSrc tc = u.fragmentInput(SemanticName.GENERIC, 3, Interpolation.PERSPECTIVE, InterpLocation.CENTROID, 0, 1);
        UregSrc face = u.fragmentInput(SemanticName.FACE, 0, Interpolation.CONSTANT);
        UregDst color = u.output(SemanticName.COLOR, 0);
        UregDst depth = u.output(SemanticName.POSITION, 0);
        UregSrc samp = u.sampler(1);
        u.samplerView(1, TextureTarget.T2D, ReturnType.FLOAT);
        UregDst t = u.temporary();
        u.tex(TEX, t, TextureTarget.T2D, tc, samp);
        u.tex(TXP, t.mask(WriteMask.X), TextureTarget.SHADOW2D, tc, samp);
        u.emit(DDX, t.mask(WriteMask.Y), pos.swizzle("wzyx"));
        u.emit(MOV, depth.mask(WriteMask.Z), pos.zzzz());
        u.ifThen(face.xxxx(), u::kill);
        u.emit(MOV, color.mask("xyz"), t.toSrc());
        u.end();
        ShaderInfo info = TgsiScan.scan(u.finish());

        assertEquals(Processor.FRAG, info.processor());
        assertEquals(9, info.instructionCount());
        ShaderInfo.InputInfo in1 = info.input(1);
        assertEquals(new ShaderInfo.InputInfo(1, SemanticName.GENERIC, 3, Interpolation.PERSPECTIVE, InterpLocation.CENTROID,
                WriteMask.XYZW, WriteMask.XYZW, 0), in1, "TEX 2D reads xy, TXP adds w, SHADOW2D adds z");
        // DDX .y of pos.wzyx reads pos.z; MOV .z of pos.zzzz reads pos.z.
        assertEquals(WriteMask.Z, info.input(0).usageMask());
        assertEquals(WriteMask.X, info.input(2).usageMask());
        assertTrue(info.uses().readsZ());
        assertTrue(info.uses().frontFace());
        assertTrue(info.uses().kill());
        assertTrue(info.uses().explicitDerivatives());
        assertTrue(info.uses().implicitDerivatives());
        assertTrue(info.uses().textures());
        assertFalse(info.uses().demote());
        assertTrue(info.writes().depth());
        assertFalse(info.writes().position());
        assertEquals(WriteMask.XYZ, info.output(0).writtenMask());
        assertEquals(WriteMask.Z, info.output(1).writtenMask());
        ShaderInfo.TextureInfo tex = info.textures().getFirst();
        assertEquals(1, tex.index());
        assertTrue(tex.samplerDeclared() && tex.viewDeclared());
        assertEquals(TextureTarget.T2D, tex.viewTarget());
        assertEquals(ReturnType.FLOAT, tex.returnType());
        assertEquals(Set.of(TextureTarget.T2D, TextureTarget.SHADOW2D), tex.instructionTargets());
        assertEquals(Set.of(TEX, TXP), tex.opcodes());
        assertEquals(1, info.property(PropertyName.FS_EARLY_DEPTH_STENCIL));
        assertEquals(0, info.property(PropertyName.GS_INVOCATIONS));
        assertEquals(Set.of(PropertyName.FS_EARLY_DEPTH_STENCIL), info.propertiesSet());
        assertEquals(1, info.count(KILL));
        assertEquals(2, info.count(MOV));
        assertEquals(0, info.count(ADD));
        assertEquals(new ShaderInfo.ControlFlow(1, 0, false, false, false), info.controlFlow());
        ShaderInfo.FileInfo temps = info.file(TEMPORARY);
        assertEquals(1, temps.declaredCount());
        assertEquals(0, temps.maxDeclared());
        assertEquals(Set.of(0), temps.read());
        assertEquals(Set.of(0), temps.written());
        assertEquals(Set.of(0, 1, 2), info.file(INPUT).read());
        assertEquals(0, info.file(BUFFER).declaredCount());
        assertEquals(-1, info.file(BUFFER).maxDeclared());
    }

    @Test
    void channelUsageFollowsMesaPerOpcode() {
        SrcRegister s = src(TEMPORARY, 0);
        Instruction dp3 = op(DP3, dst(TEMPORARY, 1).withWriteMask(WriteMask.X), s, s);
        assertEquals(WriteMask.XYZ, ChannelUsage.usageMask(dp3, 0));
        assertEquals(WriteMask.X, ChannelUsage.readMask(op(RCP, dst(TEMPORARY, 1), s), 0));
        assertEquals(WriteMask.X | WriteMask.Y | WriteMask.W,
                ChannelUsage.readMask(op(LIT, dst(TEMPORARY, 1).withWriteMask(WriteMask.Y), s), 0));
        assertEquals(0, ChannelUsage.readMask(op(LIT, dst(TEMPORARY, 1).withWriteMask(WriteMask.X | WriteMask.W), s), 0));
        assertEquals(WriteMask.X | WriteMask.Z, ChannelUsage.readMask(op(DLDEXP, dst(TEMPORARY, 1), s, s), 1));
        assertEquals(WriteMask.XY, ChannelUsage.readMask(op(INTERP_OFFSET, dst(TEMPORARY, 1), s, s), 1));
        assertEquals(WriteMask.X, ChannelUsage.readMask(op(INTERP_SAMPLE, dst(TEMPORARY, 1), s, s), 1));
        Instruction load = new Instruction(LOAD, false, false, TgsiToken.NONE, null,
                new Instruction.Memory(0, TextureTarget.T2D_ARRAY, PipeFormat.NONE), List.of(dst(TEMPORARY, 1)), List.of(s, s));
        assertEquals(WriteMask.XYZ, ChannelUsage.readMask(load, 1));
        Instruction cube = new Instruction(TXL, false, false, TgsiToken.NONE, Instruction.Texture.of(TextureTarget.SHADOWCUBE),
                null, List.of(dst(TEMPORARY, 1)), List.of(s, s));
        assertEquals(WriteMask.XYZW, ChannelUsage.readMask(cube, 0), "s t r + shadow, and TXL's lod in w");
        Instruction shadow1d = new Instruction(TEX, false, false, TgsiToken.NONE, Instruction.Texture.of(TextureTarget.SHADOW1D),
                null, List.of(dst(TEMPORARY, 1)), List.of(s, s));
        assertEquals(WriteMask.X | WriteMask.Z, ChannelUsage.readMask(shadow1d, 0));
        Instruction swizzled = op(ADD, dst(TEMPORARY, 1).withWriteMask(WriteMask.Y), s.withSwizzle(Swizzle.pack(3, 2, 1, 0)), s);
        assertEquals(WriteMask.Z, ChannelUsage.usageMask(swizzled, 0));
        assertEquals(0, ChannelUsage.readMask(op(FBFETCH, dst(TEMPORARY, 1), s), 0));
        assertEquals(4, ChannelUsage.coordDimension(TextureTarget.CUBE_ARRAY));
    }

    @Test
    void indirectAccessAndDimensions() {
        DstRegister outInd = new DstRegister(OUTPUT, WriteMask.X, 0, addr(0), null);
        SrcRegister inInd = new SrcRegister(INPUT, 0, Swizzle.replicate(1), false, false, addr(0), null);
        SrcRegister constDimInd = new SrcRegister(CONSTANT, 2, Swizzle.XYZW, false, false, null, new DimensionRegister(0, addr(1)));
        TgsiShader s = shader(Processor.VERT, decl(INPUT, 0, 2), decl(OUTPUT, 0, 1), decl(ADDRESS, 0, 1), constants(0, 0, 3),
                constants(3, 0, 7), op(MOV, outInd, inInd), op(MOV, dst(OUTPUT, 1), constDimInd), end());
        ShaderInfo info = TgsiScan.scan(s);
        assertEquals(List.of(WriteMask.Y, WriteMask.Y, WriteMask.Y),
                info.inputs().stream().map(ShaderInfo.InputInfo::usageMask).toList(), "an indirect read uses every input");
        assertEquals(List.of(WriteMask.X, WriteMask.XYZW), info.outputs().stream().map(ShaderInfo.OutputInfo::writtenMask).toList());
        assertEquals(Set.of(INPUT, OUTPUT), info.uses().indirectFiles());
        assertEquals(Set.of(CONSTANT), info.uses().dimensionIndirectFiles());
        assertTrue(info.file(INPUT).indirectRead());
        assertTrue(info.file(OUTPUT).indirectWritten());
        assertTrue(info.file(CONSTANT).dimensionIndirect());
        assertEquals(Set.of(0, 1), info.file(ADDRESS).read());
        assertEquals(Map.of(0, 3, 3, 7), info.constantBuffers());
        assertEquals(12, info.file(CONSTANT).declaredCount(), "counted per buffer, as Mesa's file_count");
        assertEquals(7, info.file(CONSTANT).maxDeclared());
        assertNull(info.input(0).semantic(), "VERT inputs have no semantic");
    }

    @Test
    void geometryDefaultsStreamsAndWrites() {
        Ureg u = Ureg.create(Processor.GEOM);
        u.property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.TRIANGLES_ADJACENCY.code());
        UregSrc in = u.input(SemanticName.POSITION, 0);
        UregDst pos = u.output(SemanticName.POSITION, 0);
        UregDst layer = u.outputAt(1, WriteMask.X, SemanticName.LAYER, 0, 0, 0, 1, false);
        UregDst g = u.outputAt(2, WriteMask.XY, SemanticName.GENERIC, 0, 0b1001, 0, 1, false);
        u.systemValue(SemanticName.PRIMID, 0);
        u.emit(MOV, pos, in.dimension(5));
        u.emit(MOV, layer, u.immInt(0));
        u.emit(MOV, g, in.dimension(0));
        u.emit(EMIT, u.immInt(0));
        u.end();
        ShaderInfo info = TgsiScan.scan(u.finish());
        assertEquals(6, info.inputVertices());
        assertEquals(1, info.property(PropertyName.GS_INVOCATIONS), "Mesa's default for GEOM");
        assertTrue(info.writes().position() && info.writes().layer());
        assertTrue(info.uses().primId());
        assertEquals(List.of(4 + 1 + 0, 1, 1, 0), info.writes().streamOutputComponents(), "x of OUT[2] on stream 1, y on 2");
        assertEquals(0b1001, info.output(2).streams());
        assertEquals(List.of(ImmediateType.INT32), info.immediates());
    }

    @Test
    void tessControlReadsOfItsOutputs() {
        TgsiShader s = shader(Processor.TESS_CTRL, new Property(PropertyName.TCS_VERTICES_OUT, 3),
                decl(OUTPUT, 0), semantic(OUTPUT, 1, SemanticName.PATCH, 0), semantic(OUTPUT, 2, SemanticName.TESSOUTER, 0),
                decl(TEMPORARY, 0), op(MOV, dst(TEMPORARY, 0), src(OUTPUT, 1)), end());
        ShaderInfo info = TgsiScan.scan(s);
        assertTrue(info.uses().readsPerPatchOutputs());
        assertFalse(info.uses().readsPerVertexOutputs());
        assertFalse(info.uses().readsTessFactors());
        info = TgsiScan.scan(shader(Processor.TESS_CTRL, new Property(PropertyName.TCS_VERTICES_OUT, 3),
                decl(OUTPUT, 0), semantic(OUTPUT, 2, SemanticName.TESSOUTER, 0), decl(TEMPORARY, 0),
                op(ADD, dst(TEMPORARY, 0), src2d(OUTPUT, 1, 0), src(OUTPUT, 2)), end()));
        assertTrue(info.uses().readsPerVertexOutputs() && info.uses().readsTessFactors());
    }

    @Test
    void computeMemoryBuffersImagesAndAtomics() {
        Ureg u = Ureg.create(Processor.COMP);
        UregSrc grid = u.systemValue(SemanticName.GRID_SIZE, 0);
        UregSrc shared = u.memory(MemoryType.SHARED);
        UregSrc ssbo = u.buffer(0, false);
        UregSrc counters = u.buffer(1, true);
        UregSrc img = u.image(2, TextureTarget.T2D_MSAA, PipeFormat.R32G32B32A32_FLOAT, true, false);
        UregDst t = u.temporary();
        u.hwAtomic(0, 0, 3, 0);
        u.emit(MOV, t, grid);
        u.memoryOp(LOAD, List.of(t), 0, TextureTarget.BUFFER, PipeFormat.NONE, shared, t.toSrc());
        u.memoryOp(STORE, List.of(shared.toDst()), 0, TextureTarget.BUFFER, PipeFormat.NONE, t.toSrc(), t.toSrc());
        u.memoryOp(LOAD, List.of(t), 0, TextureTarget.BUFFER, PipeFormat.NONE, ssbo, t.toSrc());
        u.emit(ATOMUADD, t, counters, t.toSrc(), u.immUint(1));
        u.memoryOp(STORE, List.of(img.toDst()), 0, TextureTarget.T2D, PipeFormat.R32G32B32A32_FLOAT, t.toSrc(), t.toSrc());
        u.emit(BARRIER);
        u.emit(MEMBAR, u.immUint(8));
        u.emit(D2F, t, t.toSrc());
        u.end();
        ShaderInfo info = TgsiScan.scan(u.finish());
        assertTrue(info.uses().gridSize());
        assertEquals(List.of(new ShaderInfo.MemoryInfo(MemoryType.SHARED, true, true, false)), info.memory());
        assertEquals(List.of(new ShaderInfo.BufferInfo(0, false, true, false, false), new ShaderInfo.BufferInfo(1, true, false, false, true)),
                info.buffers());
        assertEquals(List.of(new ShaderInfo.ImageInfo(2, TextureTarget.T2D_MSAA, PipeFormat.R32G32B32A32_FLOAT, true, false,
                false, true, false, true)), info.images());
        assertEquals(Set.of(0, 1, 2, 3), info.hwAtomics().get(0));
        assertTrue(info.writes().memory());
        assertTrue(info.uses().atomics() && info.uses().barrier() && info.uses().memoryBarrier());
        assertTrue(info.uses().doubles());
        assertFalse(info.uses().int64());
    }

    @Test
    void malformedShadersAreScannedWithoutFailing() {
        TgsiShader s = shader(Processor.FRAG, decl(INPUT, 0, 0xFFFF), decl(INPUT, 0, 0xFFFF), decl(INPUT, 5),
                semantic(INPUT, 2, SemanticName.COLOR, 1),
                op(ENDIF), op(ENDLOOP), op(MOV, dst(OUTPUT, 9), src(INPUT, -7)), op(U64ADD, dst(TEMPORARY, 0), src(TEMPORARY, 0)),
                labeled(IF, 0, src(INPUT, 1)), labeled(BGNLOOP, 0), labeled(BGNLOOP, 0));
        ShaderInfo info = TgsiScan.scan(s);
        assertEquals(0x10000, info.inputs().size());
        assertNull(info.input(2).semantic(), "the first declaration describes a register");
        assertEquals(2 * 0x10000 + 2, info.file(INPUT).declaredCount());
        assertEquals(new ShaderInfo.ControlFlow(3, 2, true, false, false), info.controlFlow());
        assertTrue(info.file(INPUT).read().contains(-7));
        assertTrue(info.outputs().isEmpty());
        assertTrue(info.uses().int64());
    }
}
