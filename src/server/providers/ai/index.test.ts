import type { LanguageModelV3 } from '@ai-sdk/provider';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { assistantSettings, createAssistantModel, type OfflineEngineDeps } from './index';

const offline: OfflineEngineDeps = { search: vi.fn(), authorities: vi.fn(), verify: vi.fn() };
const modelOf = async (env: Record<string, string>) => {
  const assistant = await createAssistantModel({ config: loadConfig(env), offline });
  return { ...assistant, model: assistant.model as LanguageModelV3 };
};

describe('AI configuration', () => {
  it('runs the offline engine when nothing is configured, with the default call settings', () => {
    const config = loadConfig({});
    expect(config.AI_PROVIDER).toBe('offline');
    expect(assistantSettings(config)).toEqual({ maxRetries: 2, timeoutMs: 60_000, maxOutputTokens: 2048 });
  });

  it('picks openai-compatible when AI_BASE_URL is set and AI_PROVIDER is not', () => {
    const config = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' });
    expect(config.AI_PROVIDER).toBe('openai-compatible');
  });

  it('reads the call settings', () => {
    const config = loadConfig({ AI_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0', AI_MAX_OUTPUT_TOKENS: '512' });
    expect(assistantSettings(config)).toEqual({ maxRetries: 0, timeoutMs: 5000, maxOutputTokens: 512 });
  });

  it('names what is missing for a real provider', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'https://api.openai.com/v1' })).toThrow(/AI_MODEL: required/);
    expect(() => loadConfig({ AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' })).toThrow(/AI_BASE_URL: required/);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toThrow(/AI_API_KEY: required/);
    expect(() => loadConfig({ AI_PROVIDER: 'gpt' })).toThrow(ConfigError);
  });

  it('never repeats the API key in a configuration error', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'sk-secret-123' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('sk-secret-123') }),
    );
  });
});

describe('createAssistantModel', () => {
  it('builds an OpenAI-compatible chat model from the configuration, without calling it', async () => {
    const { model, label, offline: isOffline } = await modelOf({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' });
    expect(model.specificationVersion).toBe('v3');
    expect(model.provider).toBe('openai-compatible.chat');
    expect(model.modelId).toBe('llama3.1');
    expect(label).toBe('llama3.1 (openai-compatible)');
    expect(isOffline).toBe(false);
  });

  it('builds an Anthropic model', async () => {
    const { model, label } = await modelOf({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'sk-ant-test', AI_MODEL: 'claude-sonnet-4-5' });
    expect(model.provider).toBe('anthropic.messages');
    expect(model.modelId).toBe('claude-sonnet-4-5');
    expect(label).toBe('claude-sonnet-4-5 (anthropic)');
  });

  it('falls back to the offline engine, labelled as such', async () => {
    const { model, label, offline: isOffline } = await modelOf({});
    expect([model.provider, model.modelId, label, isOffline]).toEqual(['volnadraft', 'offline-engine', 'offline engine', true]);
  });
});
